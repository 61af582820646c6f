import { rollInitiative } from "../../../rules/angry-miniatures/game-setup";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import type { ActivationConfig } from "../activation-config";
import { initiativeCardContext, renderInitiativeCard } from "../initiative-card";
import { teamOrDispositionSide } from "../sides";

export const ANGRY_MINIATURES_TEAM_TYPE = "angry-miniatures-team";

/**
 * Angry Miniatures (DECISIONS "Initiative"): every side with figures standing rolls one poker
 * die, ties reroll among themselves, and sides alternate activating one figure each.
 */
export const angryMiniaturesActivation: ActivationConfig = {
  ruleset: "angry-miniatures",
  style: "alternate-sides",
  orderCheck: "activationOrder",
  sideOf: teamOrDispositionSide(ANGRY_MINIATURES_TEAM_TYPE),
  async rollRound({ round, sides }) {
    const keys = sides.map((side) => side.key);
    const { result, rolls } = await resolveWithFoundryDice((roller) => rollInitiative(keys, roller), { denomination: "p" });
    const content = await renderInitiativeCard(initiativeCardContext(round, sides, result));
    return { phases: [{ order: result.order }], announcement: { content, rolls } };
  },
};
