import { afterEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { simplePolicy } from "../../../../src/rules/angry-miniatures/game-run";
import type { AmAction } from "../../../../src/rules/angry-miniatures/game-types";
import { asUser } from "../../boot-world";
import type { ShelfWarsCombatView } from "../../world";
import { BRAWLER, GRUNT, amWorld, type AmWorld } from "../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

const whisperOf = (message: object): string[] => (message as { _source: { whisper?: string[] } })._source.whisper ?? [];
const plainText = (html: string): string => html.replace(/<[^>]*>/g, " ").replace(/&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();

const FRIENDLY = "disposition:friendly";
const HOSTILE = "disposition:hostile";
const CHECKS = ["movementAllowance", "reach", "lineOfSight", "activationOrder", "gameState"] as const;

/** A seeded uniform source for Foundry's dice (mulberry32): the same game every run. */
function seededUniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Solo play (issue 36): the table plays a side of an Angry Miniatures combat on the active GM's
 * client, through the same requests, checks and cards as a player, against a scripted player whose
 * activations, moves, attacks, answers and applies arrive through the relay from their own client.
 */
describe("Angry Miniatures solo play: the table plays a side", () => {
  let t: AmWorld;
  afterEach(async () => {
    (await import("../../../../src/foundry/solo/table-player")).resetTablePlayer();
    removeStandIn();
  });

  async function setUp(tableSides: Record<string, string>, seed: number, options: { thoughts?: string; outside?: boolean; paused?: boolean; teams?: boolean } = {}) {
    // A 10 x 5 square scene without padding: every square on it is on the board.
    t = await amWorld({ width: 1000, height: 500, padding: 0 });
    const solo = await import("../../../../src/foundry/solo/table-player");
    const sides = await import("../../../../src/foundry/solo/table-sides");
    const reader = await import("../../../../src/foundry/angry-miniatures/solo/table-state");
    const hold = await import("../../../../src/foundry/solo/solo-state");
    const flags = await import("../../../../src/foundry/shared/combat-flags");
    const requests = await import("../../../../src/foundry/combat/request-client");
    const attackRoll = await import("../../../../src/foundry/angry-miniatures/play/attack-roll");
    const cover = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    const roll = await import("../../../../src/foundry/chat/roll-record");
    const moves = await import("../../../../src/foundry/canvas/move-record");
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = seededUniform(seed);
    const figures: Figure[] = [
      await t.figure("Hero", t.alice, { i: 1, j: 1 }, BRAWLER),
      await t.figure("Squire", t.alice, { i: 3, j: 1 }, GRUNT),
      await t.figure("Ogre", null, { i: 1, j: 8 }, BRAWLER),
      await t.figure("Goblin", null, options.outside ? { i: 3, j: 12 } : { i: 3, j: 8 }, GRUNT),
    ];
    // Each side a team actor (the tracker's side is then the team, `team:<uuid>`), as the compendium's ready teams are.
    const teams: Record<string, string> = {};
    if (options.teams) {
      await asUser(t.gm, async () => {
        for (const [key, members] of [[FRIENDLY, figures.slice(0, 2)], [HOSTILE, figures.slice(2)]] as const) {
          const team = await createActor({ name: key === FRIENDLY ? "The Windowsill Watch" : "The Mantelpiece Marauders", type: "angry-miniatures-team", system: { members: members.map((f) => f.actor.uuid) } }, { via: "Actor.create" });
          teams[key] = `team:${team!.uuid}`;
        }
      });
      tableSides = Object.fromEntries(Object.entries(tableSides).map(([key, policy]) => [teams[key] ?? key, policy]));
    }
    await asUser(t.gm, async () => {
      for (const check of CHECKS) await game.settings!.set("shelf-wars" as never, `angry-miniatures.automation.${check}` as never, "enforce" as never);
      await game.settings!.set("shelf-wars" as never, "core.soloPace" as never, 0 as never);
      // Two figures a side: the team size these teams field (the rules' 3 would warn at the start).
      await game.settings!.set("shelf-wars" as never, "angry-miniatures.teamSize" as never, 2 as never);
      if (options.thoughts) await game.settings!.set("shelf-wars" as never, "core.soloThoughts" as never, options.thoughts as never);
      for (const [key, policy] of Object.entries(tableSides)) await sides.setTableSide(key, policy);
    });
    const combat = (await t.combat(figures.map((f) => f.token))) as ShelfWarsCombatView;
    if (options.paused) await asUser(t.gm, () => hold.setTablePaused(combat as never, true));
    await asUser(t.gm, () => combat.startCombat());
    await t.settle();
    return { combat, figures, solo, reader, hold, flags, requests, attackRoll, cover, roll, moves, friendly: teams[FRIENDLY] ?? FRIENDLY };
  }

  /** One step of the scripted player (Alice, the friendly side) from her own client, if one is hers to take; what it did. */
  async function alicePlays(world: Awaited<ReturnType<typeof setUp>>): Promise<string | null> {
    const { combat, reader, requests, attackRoll, cover, roll, moves } = world;
    const scene = t.scene as unknown as Scene.Implementation;
    const read = () => reader.readAmTable(combat as unknown as Combat.Implementation, scene, { openFollowUps: () => [] });
    const table = read();
    if (!table) return null;
    const state = table.state;
    // Her figures' cover questions on the table's cards: she answers them, from her client.
    const key = moves.activationKeyOf(combat as never);
    const activeCombatant = state.active ? combat.combatants.get(table.combatantOf.get(state.active.figureId) ?? "") : undefined;
    if (key && activeCombatant?.actor) {
      for (const id of roll.pendingCardsOf(combat as never, activeCombatant.actor.uuid, key)) {
        const inputs = (game.messages!.get(id)!.getFlag("shelf-wars", "card") as { inputs: { coverAsked?: string[]; coverAnswers?: { figure: string }[] } }).inputs;
        const open = (inputs.coverAsked ?? []).filter((d) => !(inputs.coverAnswers ?? []).some((a) => a.figure === d));
        const mine = open.find((d) => state.figures[d]?.side === world.friendly);
        if (mine) {
          await asUser(t.alice, () => cover.askToAnswerCover(id, mine, false));
          return `cover ${mine}`;
        }
        if (open.length === 0 && state.figures[state.active!.figureId]?.side === world.friendly) {
          expect(await asUser(t.alice, () => t.chat.applyCard(id))).toBe(true);
          return `apply ${id}`;
        }
        return null;
      }
    }
    if (table.fallenActive) {
      if (table.fallenActive.side !== world.friendly) return null;
      await asUser(t.alice, () => requests.requestEndActivation(combat.id, table.fallenActive!.combatantId));
      await t.settle();
      return "end (fallen)";
    }
    const up = state.active ? state.figures[state.active.figureId]?.side : state.initiative[state.turn];
    if (up !== world.friendly) return null;
    const action: AmAction = simplePolicy({ ...state, pending: [] });
    const combatantId = (figureId: string) => table.combatantOf.get(figureId) ?? "";
    await asUser(t.alice, async () => {
      switch (action.type) {
        case "activate":
          await requests.requestActivation(combat.id, combatantId(action.figureId));
          return;
        case "move": {
          const token = scene.tokens.get(action.figureId)!;
          const waypoints = action.path.map((at) => scene.grid.getTopLeftPoint({ i: at.i + table.firstSquare.i, j: at.j + table.firstSquare.j }));
          expect(await token.move(waypoints.map((w) => ({ x: w.x, y: w.y })), { method: "dragging" })).toBe(true);
          return;
        }
        case "attack": {
          const { AttackSession } = await import("../../../../src/foundry/angry-miniatures/table/attack-session");
          const { tableOf } = await import("../../../../src/foundry/angry-miniatures/table/attack-table");
          const targetId = action.targetId ?? Object.values(state.figures).find((f) => f.position.i === action.targetSquare?.i && f.position.j === action.targetSquare?.j)?.id ?? "";
          const session = new AttackSession(tableOf(scene), action.attackerId, targetId);
          session.update({ attackType: action.attackType, charging: action.charging ?? false });
          await attackRoll.askGmToAttack(scene, session);
          return;
        }
        default:
          await requests.requestEndActivation(combat.id, combatantId(state.active?.figureId ?? ""));
      }
    });
    await t.settle();
    return action.type;
  }

  /** The game's result: one side has figures standing, the other none (Angry Miniatures has no other end). */
  function over(world: Awaited<ReturnType<typeof setUp>>): boolean {
    const standing = new Set(world.combat.combatants.contents.filter((c) => (c.actor as unknown as { system: { health: { value: number } } }).system.health.value > 0).map((c) => (c.token as unknown as { disposition: number }).disposition));
    return standing.size === 1;
  }

  /** Plays until one side is left standing; fails if nobody can go on. */
  async function playOut(world: Awaited<ReturnType<typeof setUp>>): Promise<{ steps: number; thoughts: string[] }> {
    const { combat, solo, hold, flags } = world;
    let steps = 0;
    for (let idle = 0; steps < 2000 && idle < 3; steps++) {
      solo.wakeTable();
      await solo.tableIdle();
      await t.settle();
      if (process.env.SOLO_DEBUG && hold.soloHoldOf(combat).stopped) {
        const fs = await import("node:fs");
        fs.writeFileSync("/tmp/solo-debug.txt", t.messages().map((m) => String(m.content).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").slice(0, 200)).join("\n"));
      }
      expect(hold.soloHoldOf(combat).stopped, "the table stopped").toBeNull();
      if (over(world)) break;
      const did = await alicePlays(world);
      idle = did === null ? idle + 1 : 0;
    }
    if (process.env.SOLO_DEBUG) {
      const fs = await import("node:fs");
      const lines = t.messages().map((m) => String(m.content).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").slice(0, 200));
      fs.writeFileSync("/tmp/solo-debug.txt", [`round ${combat.round}`, JSON.stringify(flags.readActivationState(combat)), ...t.scene.tokens.contents.map((x) => `${x.name} ${x.x},${x.y} hp ${(x.actor as unknown as { system: { health: { value: number } } }).system.health.value}`), ...lines.slice(-60)].join("\n"));
    }
    expect(over(world), `no result after ${steps} steps`).toBe(true);
    // The game's end is announced once, naming the side left standing.
    await t.settle();
    expect(flags.readAnnouncedResult(combat)).not.toBeNull();
    const ends = t.messages().filter((m) => m.getFlag("shelf-wars", "amGameEnd") !== undefined);
    expect(ends.length).toBe(1);
    expect(plainText(String(ends[0]?.content))).toMatch(/^Winner: .+ has no figures standing End the combat$/);
    const thoughts = t.messages().filter((m) => m.getFlag("shelf-wars", "tableThought") !== undefined).map((m) => String(m.content));
    return { steps, thoughts };
  }

  it("against a scripted player: every move and card at enforce, none refused, to a result", async () => {
    const world = await setUp({ [HOSTILE]: "sensible" }, 7);
    const { thoughts } = await playOut(world);
    expect(thoughts.length).toBeGreaterThan(3);
    const refusals = t.standIn.notifications.filter((n) => n.level === "warn" || n.level === "error");
    expect(refusals.map((n) => n.message)).toEqual([]);
    // Everyone reads its thoughts (the default): what it attacked and the odds it saw.
    const attack = t.messages().find((m) => m.getFlag("shelf-wars", "tableThought") !== undefined && /% to hurt it/.test(String(m.content)));
    expect(attack ? whisperOf(attack) : null).toEqual([]);
    expect(plainText(String(attack?.content))).toMatch(/^(Ogre|Goblin) (charges|makes a Melee attack on) .*: \d+% to hurt it, \d\.\d damage expected, \d\.\d back\.$/);
  }, 120_000);

  it("a team handed to the table (the tracker's side is the team) against a scripted player's team, to a result", async () => {
    const world = await setUp({ [HOSTILE]: "sensible" }, 13, { teams: true });
    const { thoughts } = await playOut(world);
    expect(thoughts.some((line) => /Ogre|Goblin/.test(line))).toBe(true);
    // Only the table's own figures think aloud: the player's figures never appear as the one acting.
    expect(thoughts.map(plainText).some((line) => /^(Hero|Squire) /.test(line))).toBe(false);
    expect(t.standIn.notifications.filter((n) => n.level === "warn" || n.level === "error").map((n) => n.message)).toEqual([]);
  }, 120_000);

  it("by the search policy (thinking in slices) against a scripted player, to a result, nothing refused", async () => {
    const world = await setUp({ [HOSTILE]: "search" }, 21);
    const { thoughts } = await playOut(world);
    expect(thoughts.length).toBeGreaterThan(3);
    expect(t.standIn.notifications.filter((n) => n.level === "warn" || n.level === "error").map((n) => n.message)).toEqual([]);
  }, 120_000);

  it("table against table: both sides played by the table, to a result, nothing refused", async () => {
    const world = await setUp({ [HOSTILE]: "sensible", [FRIENDLY]: "sensible" }, 11);
    const { thoughts } = await playOut(world);
    expect(thoughts.some((line) => /Hero|Squire/.test(line)) && thoughts.some((line) => /Ogre|Goblin/.test(line))).toBe(true);
    expect(t.standIn.notifications.filter((n) => n.level === "warn" || n.level === "error").map((n) => n.message)).toEqual([]);
  }, 120_000);

  it("its thoughts whispered to the GMs, or not posted, as the setting says", async () => {
    const world = await setUp({ [HOSTILE]: "sensible", [FRIENDLY]: "sensible" }, 3, { thoughts: "gm" });
    world.solo.wakeTable();
    await world.solo.tableIdle();
    const thoughts = t.messages().filter((m) => m.getFlag("shelf-wars", "tableThought") !== undefined);
    expect(thoughts.length).toBeGreaterThan(0);
    for (const m of thoughts) expect(whisperOf(m)).toEqual([t.gm.id]);
    await asUser(t.gm, () => game.settings!.set("shelf-wars" as never, "core.soloThoughts" as never, "off" as never));
    const before = t.messages().filter((m) => m.getFlag("shelf-wars", "tableThought") !== undefined).length;
    await playOut(world);
    expect(t.messages().filter((m) => m.getFlag("shelf-wars", "tableThought") !== undefined).length).toBe(before);
  }, 120_000);

  it("a GM's pause holds the table, and letting it play on starts it again; a player can do neither", async () => {
    const world = await setUp({ [HOSTILE]: "sensible", [FRIENDLY]: "sensible" }, 5, { paused: true });
    const { hold, solo, combat } = world;
    const actions = await import("../../../../src/foundry/solo/tracker-actions");
    solo.wakeTable();
    await solo.tableIdle();
    expect(t.messages().filter((m) => m.getFlag("shelf-wars", "tableThought") !== undefined)).toEqual([]);
    expect(actions.soloTrackerActions(combat as never, t.gm as never).map((a) => a.id)).toEqual(["solo:resume"]);
    expect(actions.soloTrackerActions(combat as never, t.alice as never)).toEqual([]);
    // A hostile player's client writes the hold on the Combat itself: the server refuses it.
    await expect(asUser(t.alice, () => hold.setTablePaused(combat as never, false))).rejects.toThrow();
    expect(hold.soloHoldOf(combat).paused).toBe(true);
    await asUser(t.alice, () => actions.runSoloAction(combat as never, "solo:resume"));
    expect(hold.soloHoldOf(combat).paused).toBe(true);
    await asUser(t.gm, () => actions.runSoloAction(combat as never, "solo:resume"));
    await solo.tableIdle();
    expect(t.messages().filter((m) => m.getFlag("shelf-wars", "tableThought") !== undefined).length).toBeGreaterThan(0);
  }, 120_000);

  it("a GM takes over the table's running activation: the table leaves it, and plays again from the next", async () => {
    const world = await setUp({ [HOSTILE]: "sensible", [FRIENDLY]: "sensible" }, 5);
    const { hold, solo, combat, flags } = world;
    const actions = await import("../../../../src/foundry/solo/tracker-actions");
    // The GM presses "Take over" as soon as the table activates a figure.
    let taken: string | null = null;
    Hooks.on("updateCombat" as never, (() => {
      const active = flags.readActivationState(combat)?.active ?? null;
      if (active && taken === null && actions.soloTrackerActions(combat as never, t.gm as never).some((a) => a.id === "solo:take-over")) {
        taken = active;
        void asUser(t.gm, () => actions.runSoloAction(combat as never, "solo:take-over"));
      }
    }) as never);
    solo.wakeTable();
    await solo.tableIdle();
    await t.settle();
    expect(taken).not.toBeNull();
    expect(flags.readActivationState(combat)?.active).toBe(taken);
    expect(hold.soloHoldOf(combat).takenOver).not.toBeNull();
    expect(actions.soloTrackerNotes(combat as never)).toEqual(["A GM plays this activation for the table."]);
    // The GM ends it; the table plays the next activation itself.
    const before = t.messages().length;
    await asUser(t.gm, () => combat.endActivation());
    await t.settle();
    solo.wakeTable();
    await solo.tableIdle();
    if (process.env.SOLO_DEBUG) (await import("node:fs")).writeFileSync("/tmp/take3.txt", t.messages().map((m, n) => `${n} ${plainText(String(m.content)).slice(0, 90)}`).join("\n") + `\nbefore ${before}`);
    const next = t.messages().slice(before).find((m) => m.getFlag("shelf-wars", "tableThought") !== undefined);
    expect(plainText(String(next?.content))).toMatch(/^(Ogre|Goblin) acts next\.$/);
  }, 120_000);

  it("a player can neither make the table's figures act nor act for them: their requests are refused, the table plays on", async () => {
    const world = await setUp({ [HOSTILE]: "sensible" }, 9, { paused: true });
    const { combat, requests, attackRoll } = world;
    const scene = t.scene as unknown as Scene.Implementation;
    const ogre = combat.combatants.contents.find((c) => c.name === "Ogre")!;
    const hero = scene.tokens.contents.find((token) => token.name === "Hero")!;
    const ogreToken = scene.tokens.contents.find((token) => token.name === "Ogre")!;
    await asUser(t.alice, () => requests.requestActivation(combat.id, ogre.id ?? ""));
    expect(world.flags.readActivationState(combat)?.active ?? null).toBeNull();
    expect(t.lastWarning()).toMatch(/Ogre/);
    const { AttackSession } = await import("../../../../src/foundry/angry-miniatures/table/attack-session");
    const { tableOf } = await import("../../../../src/foundry/angry-miniatures/table/attack-table");
    const session = new AttackSession(tableOf(scene), ogreToken.id!, hero.id!);
    await expect(asUser(t.alice, () => attackRoll.askGmToAttack(scene, session))).rejects.toThrow();
    expect(t.messages().some((m) => m.getFlag("shelf-wars", "card") !== undefined)).toBe(false);
  }, 120_000);

  it("stops, saying why, when the scene will not let it act: a figure of the game standing outside the scene", async () => {
    const world = await setUp({ [HOSTILE]: "sensible" }, 5, { outside: true });
    const { hold, solo, combat } = world;
    const actions = await import("../../../../src/foundry/solo/tracker-actions");
    solo.wakeTable();
    await solo.tableIdle();
    expect(hold.soloHoldOf(combat)).toMatchObject({ paused: true, stopped: "Goblin stands outside the scene, in its padding: move it onto the scene." });
    const report = t.messages().at(-1)!;
    expect(whisperOf(report)).toEqual([t.gm.id]);
    expect(plainText(String(report.content))).toBe("The table stopped: Goblin stands outside the scene, in its padding: move it onto the scene. Resume it from the combat tracker once the scene lets it go on.");
    expect(actions.soloTrackerNotes(combat as never)).toEqual(["The table is paused. Goblin stands outside the scene, in its padding: move it onto the scene."]);
  }, 120_000);
});
