import { kfBadge } from "../table/badge";
import { postCard } from "../../chat/cards";
import { kfFigure } from "../table/actors";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { checkProtect } from "../cards/protect-kind";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { protectCardContext } from "./protect-context";
import { warnRefusedAction } from "./notify";

/** Protect: 1 action point takes a danger token off the activating figure, as a card the GM's client applies. */
export async function postProtect(actor: Actor.Implementation): Promise<ChatMessage.Implementation | null> {
  try {
    const figure = await kfFigure(actor.uuid);
    checkProtect(figure);
    const danger = figure.source.danger.value;
    return await postCard({
      ruleset: "knight-fight",
      kind: KF_CARD_KINDS.protect,
      inputs: { figureUuid: figure.uuid },
      template: KF_CARD_TEMPLATES.protect,
      context: { ...protectCardContext(figure.name, danger, figure.source.actionPoints, kfBadge(figure)) },
      speaker: ChatMessage.implementation.getSpeaker({ actor }),
      autoApply: true,
    });
  } catch (error) {
    warnRefusedAction(error);
    return null;
  }
}
