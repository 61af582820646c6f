import { afterEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { simplePolicy } from "../../../../src/rules/angry-miniatures/game-run";
import type { AmAction } from "../../../../src/rules/angry-miniatures/game-types";
import { asUser } from "../../boot-world";
import type { ShelfWarsCombatView } from "../../world";
import { BRAWLER, GRUNT, amWorld, type AmWorld } from "../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

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
  afterEach(() => removeStandIn());

  async function setUp(tableSides: Record<string, string>, seed: number) {
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
      await t.figure("Goblin", null, { i: 3, j: 8 }, GRUNT),
    ];
    await asUser(t.gm, async () => {
      for (const check of CHECKS) await game.settings!.set("shelf-wars" as never, `angry-miniatures.automation.${check}` as never, "enforce" as never);
      await game.settings!.set("shelf-wars" as never, "core.soloPace" as never, 0 as never);
      for (const [key, policy] of Object.entries(tableSides)) await sides.setTableSide(key, policy);
    });
    const combat = (await t.combat(figures.map((f) => f.token))) as ShelfWarsCombatView;
    await asUser(t.gm, () => combat.startCombat());
    await t.settle();
    return { combat, figures, solo, reader, hold, flags, requests, attackRoll, cover, roll, moves };
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
        const mine = open.find((d) => state.figures[d]?.side === FRIENDLY);
        if (mine) {
          await asUser(t.alice, () => cover.askToAnswerCover(id, mine, false));
          return `cover ${mine}`;
        }
        if (open.length === 0 && state.figures[state.active!.figureId]?.side === FRIENDLY) {
          expect(await asUser(t.alice, () => t.chat.applyCard(id))).toBe(true);
          return `apply ${id}`;
        }
        return null;
      }
    }
    if (table.fallenActive) {
      if (table.fallenActive.side !== FRIENDLY) return null;
      await asUser(t.alice, () => requests.requestEndActivation(combat.id, table.fallenActive!.combatantId));
      await t.settle();
      return "end (fallen)";
    }
    const up = state.active ? state.figures[state.active.figureId]?.side : state.initiative[state.turn];
    if (up !== FRIENDLY) return null;
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
    const thoughts = t.messages().filter((m) => m.getFlag("shelf-wars", "tableThought") !== undefined).map((m) => String(m.content));
    return { steps, thoughts };
  }

  it("against a scripted player: every move and card at enforce, none refused, to a result", async () => {
    const world = await setUp({ [HOSTILE]: "sensible" }, 7);
    const { thoughts } = await playOut(world);
    expect(thoughts.length).toBeGreaterThan(3);
    const refusals = t.standIn.notifications.filter((n) => n.level === "warn" || n.level === "error");
    expect(refusals.map((n) => n.message)).toEqual([]);
  }, 120_000);
});
