import { vi } from "vitest";
import { POKER_RANK, type PokerFace } from "../../../src/rules/common/poker";
import { createActor, installStandIn, type StandIn } from "../../foundry-stand-in";
import { createCombat, createToken, type StandInCombat, type StandInCombatant } from "../../foundry-stand-in/parts/combat";
import { scriptDice } from "../../foundry-stand-in/parts/dice";
import { createUser, setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";
import type { StandInActor } from "../../foundry-stand-in/parts/data-models";

export const DISPOSITION = { hostile: -1, neutral: 0, friendly: 1, secret: -2 } as const;

/** The poker faces each side throws, in the order the rules ask for dice. */
export function scriptPoker(...faces: PokerFace[]): void {
  scriptDice(faces.map((face) => POKER_RANK[face]));
}

export interface CombatWorld {
  standIn: StandIn;
  gm: StandInUser;
  alice: StandInUser;
  bob: StandInUser;
  combatModule: typeof import("../../../src/foundry/combat/combat-document");
  requests: typeof import("../../../src/foundry/combat/requests");
  client: typeof import("../../../src/foundry/combat/request-client");
  /** A figure actor of the given ruleset owned by `owner`, with a token of that disposition. */
  figure(name: string, owner: StandInUser | null, disposition: number, ruleset?: string): { actor: StandInActor; token: ReturnType<typeof createToken> };
  team(name: string, members: readonly StandInActor[]): StandInActor;
  combat(entries: readonly { actor: StandInActor; token?: ReturnType<typeof createToken>; defeated?: boolean }[]): Promise<StandInCombat>;
  as(user: StandInUser): void;
}

/**
 * A stand-in world with the combat service registered as at init (poker dice included), and
 * Angry Miniatures' own part of it: its activation-order check and its activation config.
 */
export async function combatWorld(): Promise<CombatWorld> {
  vi.resetModules();
  const standIn = installStandIn();
  const { PokerDie } = await import("../../../src/foundry/dice/poker-die");
  (CONFIG.Dice.terms as Record<string, unknown>).p = PokerDie;
  const { registerCombatService } = await import("../../../src/foundry/combat/register");
  const { registerActivationConfig } = await import("../../../src/foundry/combat/activation-config");
  const { angryMiniaturesActivation } = await import("../../../src/foundry/angry-miniatures/combat/activation-config");
  const { registerAutomationSetting } = await import("../../../src/foundry/settings/registry");
  const combatModule = await import("../../../src/foundry/combat/combat-document");
  const requests = await import("../../../src/foundry/combat/requests");
  const client = await import("../../../src/foundry/combat/request-client");
  const gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
  const alice = createUser("Alice", { id: "alice00000000000" });
  const bob = createUser("Bob", { id: "bob0000000000000" });
  setCurrentUser(gm as never);
  registerCombatService({ addTemplates: () => undefined });
  registerAutomationSetting("angry-miniatures", "activationOrder");
  // The game state check is registered at init with the others (angry-miniatures/settings.ts); the guard reads it.
  registerAutomationSetting("angry-miniatures", "gameState");
  // The tracker's own behaviour: the figures here are bare actors, so AM's end-of-activation
  // upkeep (Frost and Buff wearing off, tested with real figures in its own files) is left out.
  const { onActivationEnd: _upkeep, ...trackerOnly } = angryMiniaturesActivation;
  registerActivationConfig(trackerOnly);
  const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
  return {
    standIn,
    gm,
    alice,
    bob,
    combatModule,
    requests,
    client,
    figure(name, owner, disposition, ruleset = "angry-miniatures") {
      const actor = createActor({ name, type: `${ruleset}-figure`, owners: owner ? [owner] : [] });
      return { actor, token: createToken(actor, disposition) };
    },
    team(name, members) {
      return createActor({ name, type: "angry-miniatures-team", system: { members: members.map((m) => m.uuid) } });
    },
    combat: (entries) => createCombat(entries, CombatClass),
    as: (user) => setCurrentUser(user as never),
  };
}

/** The Shelf Wars view of a stand-in combat (the class the service registered). */
export function asShelfWars(world: CombatWorld, combat: StandInCombat): InstanceType<CombatWorld["combatModule"]["ShelfWarsCombat"]> {
  if (!(combat instanceof world.combatModule.ShelfWarsCombat)) throw new Error("not a ShelfWarsCombat");
  return combat;
}

export function combatantOf(combat: StandInCombat, actor: StandInActor): StandInCombatant {
  const found = combat.combatants.contents.find((c) => c.actorId === actor.id);
  if (!found) throw new Error(`${actor.name} is not in the combat`);
  return found;
}

/**
 * A player's client moves the combat's `turn` through `turns`, one update each, as core lets any
 * player do (`_canChangeTurn`), with the options core's own turn controls send.
 */
export async function bounceTurn(table: { as(user: StandInUser): void }, player: StandInUser, combat: StandInCombat, turns: readonly (number | null)[]): Promise<void> {
  const local = game.user as unknown as StandInUser;
  table.as(player);
  try {
    for (const turn of turns) await combat.update({ turn }, { direction: 1, worldTime: { delta: 0 } });
  } finally {
    table.as(local);
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Angry Miniatures' whole activation config, the end's upkeep included, for worlds whose figures are real. */
export async function withAmUpkeep(): Promise<void> {
  const { registerActivationConfig } = await import("../../../src/foundry/combat/activation-config");
  const { angryMiniaturesActivation } = await import("../../../src/foundry/angry-miniatures/combat/activation-config");
  registerActivationConfig(angryMiniaturesActivation);
}
