import { postCard } from "../../chat/cards";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { rollRefill } from "../cards/refill-kind";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { forcePool } from "../documents/force-of";
import { refillCardContext } from "./refill-context";
import { forcesInCombat } from "./figures";

/**
 * After a turn's last activation every force rolls 2d6 back into its pool: one card with a real
 * Roll per force, posted and applied by the active GM's client (the card acts as the Combat).
 */
export async function postRefill(combat: Combat.Implementation, endedRound: number): Promise<ChatMessage.Implementation | null> {
  const forces = forcesInCombat(combat);
  if (forces.length === 0) return null;
  const { result: dice, rolls } = await resolveWithFoundryDice((roller) => rollRefill(forces.length, roller), { denomination: "d" });
  const view = forces.map((force) => ({ name: force.name ?? "", pool: forcePool(force as never) }));
  return postCard({
    ruleset: "knight-fight",
    kind: KF_CARD_KINDS.refill,
    inputs: { combatUuid: combat.uuid, round: endedRound, forceUuids: forces.map((force) => force.uuid) },
    template: KF_CARD_TEMPLATES.refill,
    context: { ...refillCardContext(endedRound, view, dice) },
    rolls,
    speaker: ChatMessage.implementation.getSpeaker({ alias: game.i18n?.localize("SHELFWARS.Combat.Initiative.Speaker") ?? "" }),
    autoApply: true,
  });
}
