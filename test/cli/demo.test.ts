import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
import { angryMiniaturesNarrators } from "../../src/cli/demo/angry-miniatures";
import { demoText } from "../../src/cli/demo/battles";
import { knightFightNarrators } from "../../src/cli/demo/knight-fight";
import { preciousMomentsNarrators } from "../../src/cli/demo/precious-moments";
import { COLOUR_STYLE, PLAIN_STYLE, wantsColour } from "../../src/cli/demo/style";
import { CLI_RULESETS } from "../../src/cli/rulesets";
import { runGame as runAm, sensiblePolicy as amPolicy, type AmEvent } from "../../src/rules/angry-miniatures";
import { SeededRoller } from "../../src/rules/common/seeded-roller";
import { runGame as runKf, sensiblePolicy as kfPolicy, type KfEvent } from "../../src/rules/knight-fight";
import { runGame as runPm, sensiblePolicy as pmPolicy, type PmEvent } from "../../src/rules/precious-moments";
import { AM_SAMPLE_SETUP } from "../../src/cli/armies/angry-miniatures";
import { KF_SAMPLE_SETUP } from "../../src/cli/armies/knight-fight";
import { PM_SAMPLE_SETUP } from "../../src/cli/armies/precious-moments";

// ESC, written out so no control character sits in a regular expression.
const ESC = String.fromCharCode(27);

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

/** One sample event of every kind, with what its line must say. */
const AM_SAMPLES: { [K in AmEvent["type"]]: [Extract<AmEvent, { type: K }>, RegExp] } = {
  "round-start": [{ type: "round-start", round: 2 }, /^Round 2$/],
  initiative: [{ type: "initiative", round: 1, rolls: [{ sideId: "red", rolls: [3] }, { sideId: "blue", rolls: [5] }], order: ["blue", "red"] }, /Initiative.*Red Team 3.*Blue Team 5.*Blue Team and Red Team in that order/],
  "activation-start": [{ type: "activation-start", figureId: "red-brute", frozen: true, buff: 0 }, /Brute \(Red Team\) acts \(frozen/],
  move: [{ type: "move", figureId: "red-brute", before: { i: 3, j: 0 }, after: { i: 3, j: 2 }, path: [{ i: 3, j: 1 }, { i: 3, j: 2 }], cost: 2, allowance: 5 }, /moves \(3,0\) → \(3,2\), 2 of 5 Speed/],
  attack: [
    {
      type: "attack",
      attackerId: "red-archer",
      attackType: "range",
      free: false,
      dice: { base: 3, dice: 3, modifiers: [] },
      roll: { ranks: [6, 1, 4], faces: ["A", "9", "Q"], hits: 2, aces: 1, critRoll: false, initial: [6, 2, 4], rerolls: [{ source: "unlucky", index: 1, before: 2, after: 1 }], critTriggered: false, attackType: "range", critEffects: [] },
      defenderIds: ["blue-knight"],
    },
    /range attack on Knight, 3 dice: A 9 Q \(rerolled 10→9 by unlucky\): 2 hits, 1 A\./,
  ],
  contest: [
    {
      type: "contest",
      attackerId: "red-archer",
      defenderId: "blue-knight",
      defenceDice: { base: 2, dice: 2, modifiers: [] },
      result: {
        attackType: "range",
        attack: { ranks: [6, 1, 4], faces: ["A", "9", "Q"], hits: 2, aces: 1, critRoll: false, initial: [6, 1, 4], rerolls: [], critTriggered: false, attackType: "range", critEffects: [] },
        defence: { ranks: [5, 2], faces: ["K", "10"], hits: 1, aces: 0, critRoll: false, initial: [5, 2], rerolls: [], critTriggered: false },
        winner: "attacker",
        decidedBy: "hits",
        superTieBreaker: [],
        damageToDefender: 1,
        damageToAttacker: 0,
        critTriggered: false,
        critEffects: [],
        defenderCritTriggered: false,
        rerolls: [],
      },
    },
    /Knight defends with 2 dice: K 10: 1 hit; Archer wins\./,
  ],
  damage: [{ type: "damage", figureId: "blue-knight", amount: 2, before: 5, after: 3, source: "contest" }, /Knight takes 2 damage \(health 5 → 3\)/],
  heal: [{ type: "heal", figureId: "blue-knight", amount: 1, requested: 2, before: 4, after: 5, source: "tail-sweep" }, /Knight heals 1 \(health 4 → 5/],
  status: [{ type: "status", figureId: "blue-knight", status: "burning", before: 0, after: 1, source: "fire-magic" }, /Knight: burning 0 → 1 \(fire-magic\)/],
  push: [{ type: "push", figureId: "blue-knight", before: { i: 2, j: 9 }, after: { i: 2, j: 8 } }, /Knight is pushed \(2,9\) → \(2,8\)/],
  "follow-up": [{ type: "follow-up", followUp: { kind: "free-attack", sourceId: "red-brute", byIds: ["red-archer"], excludeTargetIds: [] } }, /crit offers a free attack/],
  "follow-up-declined": [{ type: "follow-up-declined", followUp: { kind: "push", byId: "red-brute", targetId: "blue-knight" } }, /a push is passed up/],
  defeated: [{ type: "defeated", figureId: "blue-sage" }, /Frost Sage is defeated/],
  warning: [{ type: "warning", code: "X", message: "something odd", data: {} }, /warning: something odd/],
  "activation-end": [{ type: "activation-end", figureId: "red-witch" }, /Hedge Witch is done/],
  "game-over": [{ type: "game-over", winner: "red" }, /Red Team wins!/],
};

const KF_SAMPLES: { [K in KfEvent["type"]]: [Extract<KfEvent, { type: K }>, RegExp] } = {
  turnStarted: [{ type: "turnStarted", turn: 3 }, /^Turn 3$/],
  orderRolled: [{ type: "orderRolled", speed: 40, figureIds: ["lions-sword", "ravens-mace"], rolls: [2, 1], order: ["ravens-mace", "lions-sword"] }, /Speed 40 tie rolled off \(2 1\): Mace Knight and Sword Knight/],
  activationStarted: [{ type: "activationStarted", figureId: "lions-bow", side: "lions", turn: 1 }, /Longbowman \(Lions\) activates/],
  wagered: [
    { type: "wagered", figureId: "lions-bow", side: "lions", take: 3, declare: 2, dice: [2, 5, 1], actionPoints: 2, returned: 1, discarded: 2, poolBefore: 30, poolAfter: 28 },
    /wagers 3 of 30 pool dice on 2: 2 5 1 → 2 action points, 1 back, 2 lost/,
  ],
  moved: [{ type: "moved", figureId: "lions-bow", from: { i: 3, j: 0 }, to: { i: 3, j: 1 }, actionPointsLeft: 1 }, /moves \(3,0\) → \(3,1\)/],
  attacked: [
    { type: "attacked", attackerId: "lions-bow", defenderId: "ravens-axe", options: ["closest"], natural: 5, modifier: -1, modified: 4, target: 4, hit: true, actionPointsLeft: 0 },
    /attacks Axe Thrower: rolls 5 − 1 = 4, needs 4\+ → hit/,
  ],
  protected: [{ type: "protected", figureId: "ravens-mace", actionPointsLeft: 0 }, /Mace Knight takes cover and sheds a danger token/],
  poolChanged: [{ type: "poolChanged", side: "ravens", before: 20, after: 27, reason: "refill", dice: [3, 4] }, /Ravens pool 20 → 27 \(refill 3 4\)/],
  dangerChanged: [{ type: "dangerChanged", figureId: "ravens-mace", before: 1, after: 2, reason: "hit" }, /Mace Knight danger 1 → 2 \(hit\)/],
  dangerCheck: [{ type: "dangerCheck", figureId: "ravens-mace", danger: 2, roll: 1, killed: true }, /danger check for Mace Knight: rolls 1 against danger 2 → falls/],
  figureKilled: [{ type: "figureKilled", figureId: "ravens-mace", side: "ravens" }, /Mace Knight is killed/],
  activationEnded: [{ type: "activationEnded", figureId: "ravens-mace", unspentActionPoints: 1 }, /Mace Knight is done \(1 action points unspent\)/],
  turnEnded: [{ type: "turnEnded", turn: 2 }, /End of turn 2/],
  ruleWarning: [{ type: "ruleWarning", code: "X", message: "too far", data: {} }, /warning: too far/],
  gameOver: [{ type: "gameOver", outcome: { kind: "win", winner: "lions", loser: "ravens", reasons: ["poolEmpty"] } }, /Game over: Lions wins \(an empty dice pool for Ravens\)/],
};

const PM_SAMPLES: { [K in PmEvent["type"]]: [Extract<PmEvent, { type: K }>, RegExp] } = {
  wallPlaced: [{ type: "wallPlaced", side: "a", wall: { a: { x: 1, y: 2 }, b: { x: 3, y: 4 } }, index: 0 }, /Chapel Choir places a wall from \(1\.0, 2\.0\) to \(3\.0, 4\.0\)/],
  coinTossed: [{ type: "coinTossed", roll: 2, player1: "b", player2: "a" }, /Coin toss: Garden Chorus is Player 1/],
  homeEdgeChosen: [{ type: "homeEdgeChosen", side: "b", edge: "top", opponentEdge: "bottom" }, /Garden Chorus takes the top edge; Chapel Choir gets the bottom/],
  figurePlaced: [{ type: "figurePlaced", figureId: "a-lamb", side: "a", position: { x: 10, y: 33 } }, /Lamb Carrier is placed at \(10\.0, 33\.0\)/],
  phaseStarted: [{ type: "phaseStarted", phase: "singing", round: 1, activeSide: "b" }, /Singing, Garden Chorus first/],
  initiativeRolled: [{ type: "initiativeRolled", round: 1, rolls: [{ a: [6, 1], b: [2, 2] }], winner: "a", loser: "b" }, /Initiative, 2d6 a side: Chapel Choir 6 1 = 7, Garden Chorus 2 2 = 4 → Chapel Choir wins; Garden Chorus moves first/],
  figureMoved: [{ type: "figureMoved", figureId: "b-kite", from: { x: 0, y: 0 }, to: { x: 3, y: 4 }, route: [], distance: 5, allowance: 8 }, /Kite Flyer walks 5\.0 of 8 inches to \(3\.0, 4\.0\)/],
  figurePassed: [{ type: "figurePassed", figureId: "b-kite", phase: "movement" }, /Kite Flyer stays put/],
  aria: [
    { type: "aria", singerId: "b-psalm", targetId: "a-bell", singRoll: [6, 2], singTotal: 8, cuteness: 8, piety: 2, valueBefore: 25, success: true, spiritRoll: [1, 5], spiritTotal: 6, spared: false, humiliationRoll: [4, 6], humiliation: 10, valueAfter: 15 },
    /Psalm Reader sings at Bell Ringer: 6 2 = 8 against Cuteness 8, in tune; spirit 1 5 = 6 against Piety 2, not spared; Humiliation 4 6 = 10: Value \$25 → \$15/,
  ],
  wentToHeaven: [{ type: "wentToHeaven", figureId: "a-bell", side: "a" }, /Bell Ringer goes to Heaven/],
  checkOverridden: [{ type: "checkOverridden", check: "movement", issue: { code: "PreciousMoments.Rule.MoveTooFar", message: "too far", data: {} } }, /check overridden \(movement\): too far/],
  gameOver: [{ type: "gameOver", outcome: { kind: "called", winner: "a", totals: { a: 40, b: 30 } } }, /Game over: called: Chapel Choir wins on Value left, \$40 to \$30/],
};

function checkSamples<E extends { type: string }>(samples: Record<string, [E, RegExp]>, narrators: Record<string, (e: E) => string>) {
  expect(Object.keys(narrators).sort()).toEqual(Object.keys(samples).sort());
  for (const [kind, [event, says]] of Object.entries(samples)) {
    const narrate = narrators[kind];
    if (!narrate) throw new Error(`no narrator for ${kind}`);
    expect(narrate(event), kind).toMatch(says);
  }
}

describe("demo narration", () => {
  it("tells every Angry Miniatures event kind, dice as poker faces", async () => {
    checkSamples(AM_SAMPLES as never, angryMiniaturesNarrators(PLAIN_STYLE).narrators as never);
  });

  it("tells every Knight Fight event kind", async () => {
    checkSamples(KF_SAMPLES as never, knightFightNarrators(PLAIN_STYLE).narrators as never);
  });

  it("tells every Precious Moments event kind", async () => {
    checkSamples(PM_SAMPLES as never, preciousMomentsNarrators(PLAIN_STYLE).narrators as never);
  });

  it("tells a real game line by line: one line per logged event, each ending with a full stop or a heading", async () => {
    const am = runAm(AM_SAMPLE_SETUP, amPolicy, new SeededRoller(1), { roundCap: 30 });
    const kf = runKf(KF_SAMPLE_SETUP, { lions: kfPolicy, ravens: kfPolicy }, new SeededRoller(1), { keepEvents: true });
    const pm = runPm(PM_SAMPLE_SETUP, { a: pmPolicy, b: pmPolicy }, new SeededRoller(1), { keepEvents: true });
    const text = demoText(CLI_RULESETS, 1, PLAIN_STYLE);
    const lines = text.split("\n");
    expect(lines.length).toBeGreaterThan(am.events.length + kf.events.length + pm.events.length);
    for (const line of lines) expect(line).not.toMatch(/undefined|NaN|\[object/);
    expect(text).toContain("Result: Red Team wins in 4 rounds.");
  });

  it("is deterministic for a seed and changes with the seed", async () => {
    expect(demoText(CLI_RULESETS, 5, PLAIN_STYLE)).toBe(demoText(CLI_RULESETS, 5, PLAIN_STYLE));
    expect(demoText(CLI_RULESETS, 5, PLAIN_STYLE)).not.toBe(demoText(CLI_RULESETS, 6, PLAIN_STYLE));
    expect((await cli("demo", "--seed", "5")).out).toBe((await cli("demo", "--seed", "5")).out);
  });

  it("ends by saying where the system is and how to install it", async () => {
    const { out, status } = await cli("demo", "knight-fight");
    expect(status).toBe(0);
    expect(out).toContain("dist/");
    expect(out).toContain("npm run release");
    expect(out).toContain("Install into Foundry");
    expect(out).not.toContain("Precious Moments at WAR!:");
  });

  it("colours only on request or on a terminal, never with NO_COLOR", async () => {
    expect(wantsColour({ isTTY: true }, {})).toBe(true);
    expect(wantsColour({ isTTY: false }, {})).toBe(false);
    expect(wantsColour({}, {})).toBe(false);
    expect(wantsColour({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(wantsColour({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
    expect(wantsColour({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
    expect(demoText(["knight-fight"], 1, COLOUR_STYLE)).toContain(ESC);
    expect(demoText(["knight-fight"], 1, PLAIN_STYLE)).not.toContain(ESC);
    expect((await cli("demo", "--color")).out).toContain(ESC);
    expect((await cli("demo", "--plain")).out).not.toContain(ESC);
    expect((await cli("demo", "--color", "--plain")).status).toBe(2);
    expect((await cli("demo", "chess")).status).toBe(2);
  });

  it("piped through the built CLI, prints no ANSI codes", async () => {
    const { FORCE_COLOR: _force, NO_COLOR: _no, ...env } = process.env;
    const result = spawnSync(process.execPath, ["bin/shelf-wars.js", "demo"], { encoding: "utf8", env });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("Knight Fight: Lions and Ravens");
    expect(result.stdout).not.toContain(ESC);
  });
});

describe("npm start: build only when needed", async () => {
  const { buildReason } = (await import("../../src/cli/start.mjs")) as { buildReason: (root: string) => string | null };

  function tree(): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "shelf-wars-start-"));
    for (const [file, seconds] of [["src/a.ts", 100], ["lang/en.json", 100], ["dist/shelf-wars.mjs", 200], ["dist-cli/shelf-wars-cli.mjs", 200]] as const) {
      const target = path.join(root, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, "x");
      fs.utimesSync(target, seconds, seconds);
    }
    return root;
  }

  it("skips the build when dist/ and dist-cli/ are newer than the sources", async () => {
    expect(buildReason(tree())).toBeNull();
  });

  it("builds when an output is missing or a source is newer", async () => {
    const missing = tree();
    fs.rmSync(path.join(missing, "dist-cli"), { recursive: true });
    expect(buildReason(missing)).toMatch(/dist-cli/);
    const stale = tree();
    fs.utimesSync(path.join(stale, "src/a.ts"), 300, 300);
    expect(buildReason(stale)).toMatch(/src/);
  });
});
