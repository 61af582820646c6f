import { rollInitiative } from "../../../rules/angry-miniatures/game-setup";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import type { ActivationConfig } from "../../combat/activation-config";
import { initiativeCardContext, renderInitiativeCard } from "../../combat/initiative-card";
import { teamOrDispositionSide } from "../../combat/sides";
import { AM_ACTOR_TYPES } from "../documents/actor-types";
import { onUpkeepActivationEnd } from "../play/upkeep";

/**
 * Angry Miniatures (DECISIONS "Initiative"): every side with figures standing rolls one poker
 * die, ties reroll among themselves, and sides alternate activating one figure each.
 */
export const angryMiniaturesActivation: ActivationConfig = {
  ruleset: "angry-miniatures",
  style: "alternate-sides",
  orderCheck: "activationOrder",
  sideOf: teamOrDispositionSide(AM_ACTOR_TYPES.team),
  async rollRound({ round, sides }) {
    const keys = sides.map((side) => side.key);
    const { result, rolls } = await resolveWithFoundryDice((roller) => rollInitiative(keys, roller), { denomination: "p" });
    const content = await renderInitiativeCard(initiativeCardContext(round, sides, result));
    return { phases: [{ order: result.order }], announcement: { content, rolls } };
  },
  /** The held Frost and Buff wear off (play/upkeep.ts). */
  onActivationEnd: (_combat, combatant) => onUpkeepActivationEnd(combatant),
};
