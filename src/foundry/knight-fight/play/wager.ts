import { kfBadge } from "../table/badge";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { rollAction } from "../../dice/roll-request";
import { postActionCard, type ActionCard } from "../../dice/action-card";
import { forceOf, kfFigure } from "../table/actors";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { checkWager, deriveWager, parseWagerInputs, type WagerInputs } from "../cards/wager-kind";
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

type WagerPlan = { figure: Awaited<ReturnType<typeof kfFigure>>; force: ReturnType<typeof forceOf> };

/** A wager: dice taken from the force's pool, a number declared, action points for the figure. */
export const KF_WAGER_ACTION: ActionCard<WagerInputs, WagerPlan> = {
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.wager,
  template: KF_CARD_TEMPLATES.wager,
  request: WAGER_ROLL,
  autoApply: true,
  parse: parseWagerInputs,
  async plan(inputs) {
    const figure = await kfFigure(inputs.figureUuid);
    return { figure, force: forceOf(figure) };
  },
  actingFigure: ({ figure }) => ({ ownerUuid: figure.uuid, uuid: figure.uuid, name: figure.name }),
  check: ({ figure, force }, inputs) => checkWager(figure, force, inputs),
  async roll({ figure, force }, inputs) {
    const { rolls } = await resolveWithFoundryDice((roller) => roller.roll(inputs.take, 6), { denomination: "d" });
    const outcome = deriveWager(figure, force, inputs, rolls);
    const actor = (await fromUuid(figure.uuid as Parameters<typeof fromUuid>[0])) as Actor.Implementation | null;
    const context = wagerCardContext({ figureName: figure.name, figureBadge: kfBadge(figure), forceName: force.name, take: inputs.take, declare: inputs.declare, dice: outcome.dice, result: outcome.result, poolBefore: force.source.pool });
    return { rolls, context: { ...context }, speaker: actor ? ChatMessage.implementation.getSpeaker({ actor }) : undefined };
  },
};

/** Rolls and posts a wager for `requester` on this client; returns the card's id. */
export function postWager(raw: Readonly<Record<string, unknown>>, requester: User.Implementation): Promise<string> {
  return postActionCard(KF_WAGER_ACTION, raw, requester);
}
