import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
import { amCast, amDemoSetup, angryMiniaturesNarrators } from "../../src/cli/demo/angry-miniatures";
import { demoText, type DemoLog } from "../../src/cli/demo/battles";
import { kfCast, kfDemoSetup, knightFightNarrators } from "../../src/cli/demo/knight-fight";
import { pmCast, pmDemoSetup, preciousMomentsNarrators } from "../../src/cli/demo/precious-moments";
import { readyPicks } from "../../src/cli/demo/ready-sides";
import { COLOUR_STYLE, PLAIN_STYLE, wantsColour } from "../../src/cli/demo/style";
import { CLI_RULESETS } from "../../src/cli/shared/rulesets";
import { PACK_ENTRIES } from "../../src/cli/compendium/pack-sources";
import { runGame as runAm } from "../../src/rules/angry-miniatures/game-run";
import type { AmEvent } from "../../src/rules/angry-miniatures/game-types";
import { sensiblePolicy as amPolicy } from "../../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../../src/rules/common/seeded-roller";
import { runGame as runKf } from "../../src/rules/knight-fight/simulate";
import type { KfEvent } from "../../src/rules/knight-fight/events";
import { sensiblePolicy as kfPolicy } from "../../src/rules/knight-fight/policy";
import { runGame as runPm } from "../../src/rules/precious-moments/run";
import type { PmEvent } from "../../src/rules/precious-moments/types";
import { sensiblePolicy as pmPolicy } from "../../src/rules/precious-moments/policy";
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
/** One sample event of every kind, with what its line must say (null: another line tells it). */
const AM_SAMPLES: { [K in AmEvent["type"]]: [Extract<AmEvent, { type: K }>, RegExp | null] } = {
  "round-start": [{ type: "round-start", round: 2 }, /^Round 2$/],
  initiative: [
    { type: "initiative", round: 1, rolls: [{ sideId: "red", rolls: [4, 3] }, { sideId: "blue", rolls: [4, 5] }], order: ["blue", "red"] },
    /^Initiative, a poker die a side \(ties roll again\): Red Team Q J, Blue Team Q K; Blue Team and Red Team in that order\.$/,
  ],
  "activation-start": [{ type: "activation-start", figureId: "red-brute", frozen: true, buff: 0 }, /Brute \(Red Team\) acts \(frozen/],
  move: [{ type: "move", figureId: "red-brute", before: { i: 3, j: 0 }, after: { i: 3, j: 2 }, path: [{ i: 3, j: 1 }, { i: 3, j: 2 }], cost: 2, allowance: 5 }, /moves A4 → C4, 2 of 5 Speed/],
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
    /range attack on Knight \(Blue Team\), 3 dice: A 9 Q \(Unlucky rerolls a 10: 9\): 2 hits, 1 A\./,
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
  push: [{ type: "push", figureId: "blue-knight", before: { i: 2, j: 9 }, after: { i: 2, j: 8 } }, /Knight is pushed J3 → I3/],
  "follow-up": [{ type: "follow-up", followUp: { kind: "free-attack", sourceId: "red-brute", byIds: ["red-archer"], excludeTargetIds: [] } }, /crit offers a free attack/],
  "follow-up-declined": [{ type: "follow-up-declined", followUp: { kind: "push", byId: "red-brute", targetId: "blue-knight" } }, /a push is passed up/],
  defeated: [{ type: "defeated", figureId: "blue-sage" }, /Frost Sage is defeated/],
  warning: [{ type: "warning", code: "X", message: "something odd", data: {} }, /warning: something odd/],
  "activation-end": [{ type: "activation-end", figureId: "red-witch" }, /Hedge Witch is done/],
  "game-over": [{ type: "game-over", winner: "red" }, null],
};

const KF_SAMPLES: { [K in KfEvent["type"]]: [Extract<KfEvent, { type: K }>, RegExp | null] } = {
  turnStarted: [{ type: "turnStarted", turn: 3 }, /^Turn 3$/],
  orderRolled: [{ type: "orderRolled", speed: 40, figureIds: ["lions-sword", "ravens-mace"], rolls: [2, 1], order: ["ravens-mace", "lions-sword"] }, /Speed 40 tie drawn, a d6 for each pick \(2 1\): Mace Knight and Sword Knight in that order/],
  activationStarted: [{ type: "activationStarted", figureId: "lions-bow", side: "lions", turn: 1 }, /Longbowman \(Lions\) activates/],
  wagered: [
    { type: "wagered", figureId: "lions-bow", side: "lions", take: 3, declare: 2, dice: [2, 5, 1], actionPoints: 2, returned: 1, discarded: 2, poolBefore: 30, poolAfter: 28 },
    /wagers 3 of 30 pool dice on 2: 2 5 1 → 2 action points, 1 back, 2 lost/,
  ],
  moved: [{ type: "moved", figureId: "lions-bow", from: { i: 3, j: 0 }, to: { i: 3, j: 1 }, actionPointsLeft: 1 }, /moves from \(row 4, column 1\) to \(row 4, column 2\)\./],
  attacked: [
    { type: "attacked", attackerId: "lions-bow", defenderId: "ravens-axe", options: ["closest"], natural: 5, modifier: -1, modified: 4, target: 4, hit: true, actionPointsLeft: 0 },
    /attacks Axe Thrower: rolls 5 − 1 = 4, needs 4\+ → hit/,
  ],
  protected: [{ type: "protected", figureId: "ravens-mace", actionPointsLeft: 0 }, null],
  poolChanged: [{ type: "poolChanged", side: "ravens", before: 20, after: 27, reason: "refill", dice: [3, 4] }, /Ravens pool 20 → 27 \(refill 3 4\)/],
  dangerChanged: [{ type: "dangerChanged", figureId: "ravens-mace", before: 1, after: 2, reason: "hit" }, /Mace Knight danger 1 → 2 \(hit\)/],
  // A Protect is one line: the danger it sheds, told as the cover taken (the protected event is silent).
  ...{ dangerChangedByProtect: [{ type: "dangerChanged", figureId: "ravens-mace", before: 2, after: 1, reason: "protect" }, /^ {2}Mace Knight takes cover and sheds a danger token \(danger 2 → 1\)\.$/] },
  dangerCheck: [{ type: "dangerCheck", figureId: "ravens-mace", danger: 2, roll: 1, killed: true }, /danger check for Mace Knight: rolls 1 against danger 2 → falls/],
  figureKilled: [{ type: "figureKilled", figureId: "ravens-mace", side: "ravens" }, /Mace Knight is killed/],
  activationEnded: [{ type: "activationEnded", figureId: "ravens-mace", unspentActionPoints: 1 }, /Mace Knight is done \(1 action points unspent\)/],
  turnEnded: [{ type: "turnEnded", turn: 2 }, /End of turn 2/],
  ruleWarning: [{ type: "ruleWarning", code: "X", message: "too far", data: {} }, /warning: too far/],
  gameOver: [{ type: "gameOver", outcome: { kind: "win", winner: "lions", loser: "ravens", reasons: ["poolEmpty"] } }, null],
};

const PM_SAMPLES: { [K in PmEvent["type"]]: [Extract<PmEvent, { type: K }>, RegExp | null] } = {
  wallPlaced: [{ type: "wallPlaced", side: "a", wall: { a: { x: 1, y: 2 }, b: { x: 3, y: 4 } }, index: 0 }, /Chapel Choir places a wall from \(1\.0 in, 2\.0 in\) to \(3\.0 in, 4\.0 in\)/],
  coinTossed: [{ type: "coinTossed", roll: 2, player1: "b", player2: "a" }, /Coin toss: Garden Chorus is Player 1/],
  homeEdgeChosen: [{ type: "homeEdgeChosen", side: "b", edge: "top", opponentEdge: "bottom" }, /Garden Chorus takes the top edge; Chapel Choir gets the bottom/],
  figurePlaced: [{ type: "figurePlaced", figureId: "a-lamb", side: "a", position: { x: 10, y: 33 } }, /^Lamb Carrier \(Chapel Choir\) is placed at \(10\.0 in, 33\.0 in\)\.$/],
  phaseStarted: [{ type: "phaseStarted", phase: "singing", round: 1, activeSide: "b" }, /Singing, Garden Chorus first/],
  initiativeRolled: [{ type: "initiativeRolled", round: 1, rolls: [{ a: [6, 1], b: [2, 2] }], winner: "a", loser: "b" }, /Initiative, 2d6 a side: Chapel Choir 6 1 = 7, Garden Chorus 2 2 = 4 → Chapel Choir wins; Garden Chorus moves first/],
  figureMoved: [{ type: "figureMoved", figureId: "b-kite", from: { x: 0, y: 0 }, to: { x: 3, y: 4 }, route: [], distance: 5, allowance: 8 }, /^ {2}Kite Flyer \(Garden Chorus\) walks 5\.0 of 8 inches to \(3\.0 in, 4\.0 in\)\.$/],
  ...{ figureStays: [{ type: "figureMoved", figureId: "b-kite", from: { x: 3, y: 4 }, to: { x: 3.01, y: 4 }, route: [], distance: 0.01, allowance: 8 }, /^ {2}Kite Flyer \(Garden Chorus\) stays put\.$/] },
  figurePassed: [{ type: "figurePassed", figureId: "b-kite", phase: "movement" }, /Kite Flyer \(Garden Chorus\) stays put/],
  aria: [
    { type: "aria", singerId: "b-psalm", targetId: "a-bell", singRoll: [6, 2], singTotal: 8, cuteness: 8, piety: 2, valueBefore: 25, success: true, spiritRoll: [1, 5], spiritTotal: 6, spared: false, humiliationRoll: [4, 6], humiliation: 10, valueAfter: 15 },
    /Psalm Reader \(Garden Chorus\) sings at Bell Ringer \(Chapel Choir\): 6 2 = 8 against Cuteness 8, in tune; spirit 1 5 = 6 against Piety 2, not spared; Humiliation 4 6 = 10: Value \$25 → \$15/,
  ],
  // Value below $0 is told as $0: the figure has nothing left to lose and goes to Heaven.
  ...{
    ariaPastZero: [
      { type: "aria", singerId: "b-psalm", targetId: "a-bell", singRoll: [1, 1], singTotal: 2, cuteness: 8, piety: 2, valueBefore: 6, success: true, spiritRoll: [6, 6], spiritTotal: 12, spared: false, humiliationRoll: [5, 6], humiliation: 11, valueAfter: -5 },
      /Humiliation 5 6 = 11: Value \$6 → \$0\.$/,
    ],
  },
  wentToHeaven: [{ type: "wentToHeaven", figureId: "a-bell", side: "a" }, /Bell Ringer goes to Heaven/],
  checkOverridden: [{ type: "checkOverridden", check: "movement", issue: { code: "PreciousMoments.Rule.MoveTooFar", message: "too far", data: {} } }, /check overridden \(movement\): too far/],
  gameOver: [{ type: "gameOver", outcome: { kind: "called", winner: "a", totals: { a: 40, b: 30 } } }, null],
};

function checkSamples<E extends { type: string }>(samples: Record<string, [E, RegExp | null]>, narrators: Record<string, (e: E) => string | null>) {
  // Every kind the engine logs has a sample (extra samples are further cases of a kind).
  expect(Object.keys(narrators).sort()).toEqual([...new Set(Object.values(samples).map(([event]) => event.type))].sort());
  for (const [kind, [event, says]] of Object.entries(samples)) {
    const narrate = narrators[event.type];
    if (!narrate) throw new Error(`no narrator for ${event.type}`);
    if (says === null) expect(narrate(event), kind).toBeNull();
    else expect(narrate(event), kind).toMatch(says);
  }
}

describe("demo narration", () => {
  it("tells every Angry Miniatures event kind, dice as poker faces", async () => {
    checkSamples(AM_SAMPLES as never, angryMiniaturesNarrators(PLAIN_STYLE, amCast(AM_SAMPLE_SETUP)).narrators as never);
  });

  it("tells every Knight Fight event kind", async () => {
    checkSamples(KF_SAMPLES as never, knightFightNarrators(PLAIN_STYLE, kfCast(KF_SAMPLE_SETUP)).narrators as never);
  });

  it("tells every Precious Moments event kind", async () => {
    checkSamples(PM_SAMPLES as never, preciousMomentsNarrators(PLAIN_STYLE, pmCast(PM_SAMPLE_SETUP)).narrators as never);
  });

  it("tells a real game of the ready sides line by line: a line per logged event but those another line tells, the result once", async () => {
    const am = runAm(amDemoSetup(readyPicks("angry-miniatures")), amPolicy, new SeededRoller(1), { roundCap: 30 });
    const kfSetup = kfDemoSetup(readyPicks("knight-fight"));
    const kf = runKf(kfSetup, Object.fromEntries(kfSetup.sides.map((s) => [s.id, kfPolicy])), new SeededRoller(1), { keepEvents: true });
    const pm = runPm(pmDemoSetup(readyPicks("precious-moments")), { a: pmPolicy, b: pmPolicy }, new SeededRoller(1), { keepEvents: true });
    const silent = (events: readonly { type: string }[], kinds: readonly string[]) => events.filter((e) => kinds.includes(e.type)).length;
    const told = am.events.length - silent(am.events, ["game-over"]) + kf.events.length - silent(kf.events, ["protected", "gameOver"]) + pm.events.length - silent(pm.events, ["gameOver"]);
    const text = demoText(CLI_RULESETS, 1, PLAIN_STYLE);
    const lines = text.split("\n");
    // Each battle adds its title, a rule and the result line; the end adds a blank line each and the install note.
    // Angry Miniatures' and Knight Fight's set-ups (no events: the board places the sides) are told in a heading and a line per side.
    const notes = lines.length - lines.indexOf("Put it on your table");
    const amDeployment = 1 + amDemoSetup(readyPicks("angry-miniatures")).sides.length;
    const kfDeployment = 1 + kfSetup.sides.length;
    const pmPlaces = 1;
    // And a line saying which policy plays both sides.
    expect(lines.length - notes).toBe(told + 5 * CLI_RULESETS.length + amDeployment + kfDeployment + pmPlaces);
    expect(lines.filter((l) => l === "Both sides are played by the engine's sensible policy (simulate's default; see simulate --help for the others).")).toHaveLength(3);
    expect(lines).toContain("Places in inches from the table's top-left corner, across then down; the home zones are 6 inches deep along the left and right edges.");
    expect(lines.some((l) => /takes the (left|right) edge; .* gets the (right|left)\.$/.test(l)), "the parlour table's home edges").toBe(true);
    expect(lines).toContain("Deployment (squares by column letter and row number, A1 the top-left corner):");
    expect(lines.some((l) => /^The Hearthguard [A-Za-z ]+ sets up: .* at [A-T]\d{1,2}[,.]/.test(l)), "Angry Miniatures squares by name").toBe(true);
    expect(lines).toContain("Deployment (hexes by row and column: 7 columns of 5 flat-topped hexes, column 1 the left end, row 1 each column's top hex; rocks at (row 2, column 4), (row 4, column 3) and (row 4, column 5)):");
    expect(lines.some((l) => /^The Knights of the Silver Shelf set up: .* at \(row \d, column 1\)/.test(l)), "Knight Fight hexes by row and column").toBe(true);
    for (const line of lines) expect(line).not.toMatch(/undefined|NaN|\[object|\$-/);
    expect(lines.filter((l) => l.startsWith("Result: "))).toHaveLength(3);
    expect(text).not.toMatch(/^Game over|wins!$|^Stopped after/m);
    // A Protect is one line.
    expect(lines.filter((l) => l.includes("takes cover"))).toHaveLength(silent(kf.events, ["protected"]));
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
    const { blue, red } = readyPicks("knight-fight");
    expect(result.stdout).toContain(`Knight Fight: ${blue} and ${red}`);
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

describe("demo: the compendium's ready sides on the ready scenes", () => {
  it("plays the first two ready sides of each ruleset by name, on the ready boards", async () => {
    const { out } = await cli("demo", "--plain");
    for (const ruleset of CLI_RULESETS) {
      const { blue, red } = readyPicks(ruleset);
      expect(blue && red, ruleset).toBeTruthy();
      expect(out).toContain(`${blue} and ${red}`);
    }
    expect(out).toContain("on the Crossing Field, 20 x 14 squares (seed 1)");
    expect(out).toContain("on the seven-by-five board (seed 1)");
    expect(out).toContain("on the parlour table, 36 x 24 inches (seed 1)");
    // Angry Miniatures' initiative is poker faces, never the die's numbers.
    for (const line of out.split("\n").filter((l) => l.startsWith("Initiative, a poker die"))) expect(line).toMatch(/^Initiative, a poker die a side \(ties roll again\): [^:]*? (9|10|J|Q|K|A)( (9|10|J|Q|K|A))*, .*in that order\.$/);
  });

  it("takes whatever the packs hold: each figure of each ready side is in the battle", () => {
    const am = amCast(amDemoSetup(readyPicks("angry-miniatures")));
    const team = PACK_ENTRIES.find((e) => e.actor.name === readyPicks("angry-miniatures").blue)?.actor.system.members as string[];
    expect([...am.figures.values()].filter((f) => f.side === "blue")).toHaveLength(team.length);
  });

  it("shows the SuperTieBreaker's dice", () => {
    const names = angryMiniaturesNarrators(PLAIN_STYLE, amCast(AM_SAMPLE_SETUP)).narrators;
    const [contest] = AM_SAMPLES.contest;
    const tied = { ...contest, result: { ...contest.result, decidedBy: "super-tie-breaker" as const, superTieBreaker: [{ attacker: 2, defender: 2 }, { attacker: 5, defender: 4 }] } };
    expect(names.contest(tied)).toMatch(/Archer wins \(a tie; SuperTieBreaker 10 against 10, then K against Q\)\.$/);
    expect(names.contest({ ...contest, result: { ...contest.result, decidedBy: "A" as const } })).toMatch(/Archer wins \(a tie, decided by the count of A\)\.$/);
  });

  it("--json gives each battle's sides, figures and the engine's whole event log", async () => {
    const { out, status } = await cli("demo", "knight-fight", "--json", "--seed", "3");
    expect(status).toBe(0);
    const log = JSON.parse(out) as DemoLog;
    expect(log.seed).toBe(3);
    expect(log.battles.map((b) => b.ruleset)).toEqual(["knight-fight"]);
    const setup = kfDemoSetup(readyPicks("knight-fight"));
    const engine = runKf(setup, Object.fromEntries(setup.sides.map((s) => [s.id, kfPolicy])), new SeededRoller(3), { keepEvents: true });
    const [battle] = log.battles;
    expect(battle?.events).toEqual(JSON.parse(JSON.stringify(engine.events)));
    expect(battle?.sides).toEqual(Object.fromEntries(setup.sides.map((s) => [s.id, s.name])));
    expect(Object.keys(battle?.figures ?? {})).toHaveLength(setup.sides.flatMap((s) => s.figures).length);
    expect(battle?.result).toMatch(/after \d+ turns?$/);
    const mixed = await cli("demo", "--json", "--color");
    expect(mixed.status).toBe(2);
    expect(mixed.err).toMatch(/--json prints the event log as data/);
  });

  it("--color before a ruleset is a switch, not the switch's value", async () => {
    const { out, status, err } = await cli("demo", "--color", "angry-miniatures");
    expect(err).toBe("");
    expect(status).toBe(0);
    expect(out).toContain(ESC);
    expect(out).toContain("Angry Miniatures: ");
    expect(out).not.toContain("Knight Fight: ");
    expect((await cli("demo", "--plain", "knight-fight")).out).toContain("Knight Fight: ");
    expect((await cli("odds", "angry-miniatures", "--melee", "--attack", "3", "--defend", "2")).status).toBe(0);
    expect((await cli("simulate", "knight-fight", "--one-way", "--games", "1", "--workers", "1")).status).toBe(0);
  });

  it("piped into a reader that stops early (| head), the built CLI ends quietly", async () => {
    const child = spawn(process.execPath, ["bin/shelf-wars.js", "demo"], { stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(err).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });
});
