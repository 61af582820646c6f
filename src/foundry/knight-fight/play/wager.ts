import { postCard } from "../../chat";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { forceOf, kfFigure } from "../cards/actors";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { checkWager, deriveWager } from "../cards/wager-kind";
import { warnRefusedAction } from "./notify";
import { wagerCardContext } from "./wager-card";
import type { WagerChoice } from "./wager-view";

/**
 * Rolls the wager with real Foundry dice and posts the card, which the GM's client applies at
 * once: the dice leave the pool (those returned come back), the figure gets its action points.
 * A choice the rules refuse (or a figure not activating) is named in a notification instead.
 */
export async function rollWager(actor: Actor.Implementation, choice: WagerChoice): Promise<ChatMessage.Implementation | null> {
  try {
    const figure = await kfFigure(actor.uuid);
    const force = forceOf(figure);
    const inputs = { figureUuid: figure.uuid, take: choice.take, declare: choice.declare };
    // Checked before any die is thrown, so a refused wager rolls nothing.
    checkWager(figure, force, inputs);
    const { rolls } = await resolveWithFoundryDice((roller) => roller.roll(choice.take, 6), { denomination: "d" });
    const outcome = deriveWager(figure, force, inputs, rolls);
    return await postCard({
      ruleset: "knight-fight",
      kind: KF_CARD_KINDS.wager,
      inputs,
      template: KF_CARD_TEMPLATES.wager,
      context: { ...wagerCardContext({ figureName: figure.name, forceName: force.name, take: choice.take, declare: choice.declare, dice: outcome.dice, result: outcome.result, poolBefore: force.source.pool }) },
      rolls,
      speaker: ChatMessage.implementation.getSpeaker({ actor }),
      autoApply: true,
    });
  } catch (error) {
    warnRefusedAction(error);
    return null;
  }
}
