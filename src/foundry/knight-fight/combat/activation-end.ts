import { kfBadge } from "../table/badge";
import { dangerCheck } from "../../../rules/knight-fight/turn";
import { postCard } from "../../chat/cards";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { deriveActivationEnd } from "../cards/activation-end-kind";
import { forceOfOrNull, kfFigure } from "../table/actors";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { markActorDefeated } from "../../combat/mark-defeated";
import { isKfFigureType } from "../documents/actor-types";
import { activationEndCardContext } from "./activation-end-context";

/**
 * The tracker's end of an activation (on the active GM's client, after the figure is marked):
 * the danger check card, with its real Rolls, applied at once. A kill marks the figure defeated
 * (token and tracker) before the tracker moves on, so the dead never come up again.
 */
export async function endKfActivation(combat: Combat.Implementation, combatant: Combatant.Implementation): Promise<ChatMessage.Implementation | null> {
  const actor = combatant.actor;
  if (!actor || !isKfFigureType(actor.type)) return null;
  const figure = await kfFigure(actor.uuid);
  const force = forceOfOrNull(figure);
  const danger = figure.source.danger.value;
  const { result: check, rolls } = await resolveWithFoundryDice((roller) => dangerCheck(danger, roller), { denomination: "d" });
  const outcome = deriveActivationEnd(combat.uuid, figure, force, rolls);
  if (outcome.changes.length === 0) return null;
  const message = await postCard({
    ruleset: "knight-fight",
    kind: KF_CARD_KINDS.activationEnd,
    inputs: { combatUuid: combat.uuid, figureUuid: figure.uuid },
    template: KF_CARD_TEMPLATES.activationEnd,
    context: { ...activationEndCardContext({ name: figure.name, danger, check, forceName: force?.name ?? null, pool: force?.source.pool ?? 0, unspent: figure.source.actionPoints, badge: kfBadge(figure) }) },
    rolls,
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    autoApply: true,
  });
  if (check?.killed) {
    await markActorDefeated(actor, true);
  }
  return message;
}
