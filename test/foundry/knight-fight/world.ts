import { createActor } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInUser } from "../../foundry-stand-in/parts/documents";
import { placeToken, type StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { GRID_TYPES } from "../../foundry-stand-in/parts/canvas";
import { asUser, bootShelfWars, seatPlayers, viewScene } from "../boot-world";
import { rulesetWorldBasics, scriptFaces, settleRounds, type RulesetWorld, type ShelfWarsCombatView } from "../world";

export interface KfStats {
  speed: number;
  combat: number;
  defence: number;
  cls: "fighter" | "thrower" | "shooter";
}

export const KNIGHT: KfStats = { speed: 4, combat: 5, defence: 4, cls: "fighter" };

/**
 * A Knight Fight world (`RulesetWorld`): forces and figures are model-backed actors, cards go
 * through the real chat service and GM relay; its scene is a hex scene (odd rows shifted, 100 px).
 */
export interface KfWorld extends RulesetWorld {
  figure(name: string, owner: StandInUser | null, stats?: Partial<KfStats> & Record<string, unknown>): Promise<StandInModelActor>;
  force(name: string, owner: StandInUser | null, members: readonly StandInModelActor[], system?: Record<string, unknown>): Promise<StandInModelActor>;
  /** A linked token of the figure on the hex (row i, column j), friendly when Alice owns it. */
  place(actor: StandInModelActor, at: { i: number; j: number }, disposition?: number): StandInSceneToken;
  /** The next Foundry dice: a number is a d6 face, [face, faces] any other die. */
  dice(...results: (number | [number, number])[]): void;
  pool(force: StandInModelActor): number;
  system(actor: StandInModelActor): Record<string, unknown>;
}

export async function kfWorld(): Promise<KfWorld> {
  const standIn = await bootShelfWars();
  const players = seatPlayers();
  const { gm, alice } = players;
  const scene = viewScene({ type: GRID_TYPES.HEXODDR, size: 100, distance: 1 }, { _id: "kfscene000000001" });
  const basics = await rulesetWorldBasics(standIn, players, scene);
  const ownership = (owner: StandInUser | null) => (owner ? { [owner.id]: 3 } : {});
  const refusedBecause = () => standIn.notifications.map((n) => n.message).join("; ");
  return {
    ...basics,
    figure: (name, owner, stats = {}) =>
      asUser(gm, async () => {
        const actor = await createActor({ name, type: "knight-fight-figure", system: { ...KNIGHT, ...stats }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`figure ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    force: (name, owner, members, system = {}) =>
      asUser(gm, async () => {
        const actor = await createActor({ name, type: "knight-fight-force", system: { members: members.map((m) => m.uuid), ...system }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`force ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    place: (actor, at, disposition) => {
      const owners = Object.keys((actor._source.ownership ?? {}) as Record<string, number>);
      return placeToken(scene, actor, at, { disposition: disposition ?? (owners.includes(alice.id) ? 1 : -1) });
    },
    dice: (...results) => scriptFaces("kf world", results),
    settle: () => settleRounds(5),
    pool: (force) => (force._source.system as { pool: number }).pool,
    system: (actor) => actor._source.system as Record<string, unknown>,
  };
}

/** The two-figure game the hostile-dice tests play: Ash activating, and the pieces they read. */
export interface AshActivating {
  readonly ash: { actor: StandInModelActor; token: StandInSceneToken };
  readonly reds: StandInModelActor;
  readonly combat: ShelfWarsCombatView;
}

/**
 * Ash (Alice's, Speed 5, in the Reds) and Cedar (Bob's, Speed 3, in the Blues) on the board; the
 * combat started, then `beforeActivation` (a GM's setting, say), then Ash activating.
 */
export async function ashActivating(t: KfWorld, beforeActivation: () => Promise<void> = async () => undefined): Promise<AshActivating> {
  const a = await t.figure("Ash", t.alice, { speed: 5 });
  const c = await t.figure("Cedar", t.bob, { speed: 3 });
  const ash = { actor: a, token: t.place(a, { i: 1, j: 1 }) };
  const cedar = t.place(c, { i: 3, j: 4 });
  const reds = await t.force("Reds", t.alice, [a]);
  await t.force("Blues", t.bob, [c]);
  const combat = await t.combat([ash.token, cedar]);
  await combat.startCombat();
  await beforeActivation();
  await combat.activateCombatant(combat.combatants.contents.find((x) => x.actorId === a.id)?.id ?? "");
  await t.settle();
  return { ash, reds, combat };
}
