import { postCard } from "../../chat";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { checkMayRoll } from "../../chat/roll-record";
import { requireRequesterOwns, rollAction } from "../../dice/roll-request";
import { forceOf, kfFigure } from "../table/actors";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { checkWager, deriveWager, parseWagerInputs } from "../cards/wager-kind";
import { warnRefusedAction } from "./notify";
import { wagerCardContext } from "./wager-card";
import type { WagerChoice } from "./wager-view";

export const WAGER_ROLL = "knight-fight.wager";

/**
 * Rolls the wager with real Foundry dice (on the GM's client, unless the world lets players
 * roll) and posts the card, which the GM's client applies at once: the dice leave the pool (those
 * returned come back), the figure gets its action points. A choice the rules refuse (or a figure
 * not activating, or one that already rolled this activation) is named in a notification instead.
 */
export async function rollWager(actor: Actor.Implementation, choice: WagerChoice): Promise<ChatMessage.Implementation | null> {
  const args = { figureUuid: actor.uuid, take: choice.take, declare: choice.declare };
  try {
    return await rollAction("own", WAGER_ROLL, args, () => postWager(args, game.user!));
  } catch (error) {
    warnRefusedAction(error);
    return null;
  }
}

/** Rolls and posts a wager for `requester` on this client; returns the card's id. */
export async function postWager(raw: Readonly<Record<string, unknown>>, requester: User.Implementation): Promise<string> {
  const inputs = parseWagerInputs(raw);
  const figure = await kfFigure(inputs.figureUuid);
  await requireRequesterOwns(requester, figure.uuid);
  const force = forceOf(figure);
  // Checked before any die is thrown, so a refused wager rolls nothing.
  checkWager(figure, force, inputs);
  await checkMayRoll("knight-fight", figure.uuid, figure.name);
  const { rolls } = await resolveWithFoundryDice((roller) => roller.roll(inputs.take, 6), { denomination: "d" });
  const outcome = deriveWager(figure, force, inputs, rolls);
  const actor = (await fromUuid(figure.uuid as Parameters<typeof fromUuid>[0])) as Actor.Implementation | null;
  const message = await postCard({
    ruleset: "knight-fight",
    kind: KF_CARD_KINDS.wager,
    inputs: { ...inputs },
    template: KF_CARD_TEMPLATES.wager,
    context: { ...wagerCardContext({ figureName: figure.name, forceName: force.name, take: inputs.take, declare: inputs.declare, dice: outcome.dice, result: outcome.result, poolBefore: force.source.pool }) },
    rolls,
    ...(actor ? { speaker: ChatMessage.implementation.getSpeaker({ actor }) } : {}),
    autoApply: true,
  });
  return message.id ?? "";
}
