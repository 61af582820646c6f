import { postCard } from "../../chat/cards";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { forcePool } from "../documents/force-of";
import { kfFormat } from "../documents/labels";
import { signed } from "../documents/sheet-options";

/** What the pool-adjustment card shows. */
export interface PoolAdjustCardContext {
  readonly title: string;
  readonly delta: string;
  readonly before: number;
  readonly after: number;
}

export function poolAdjustCardContext(forceName: string, before: number, delta: number): PoolAdjustCardContext {
  return { title: kfFormat("Card.PoolAdjust.Title", { force: forceName }), delta: signed(delta), before, after: Math.max(0, before + delta) };
}

/** The owner adds or takes dice by hand: a card in chat, applied at once by the GM's client, undoable. */
export async function postPoolAdjust(force: Actor.Implementation, delta: number): Promise<ChatMessage.Implementation> {
  const before = forcePool(force as never);
  return postCard({
    ruleset: "knight-fight",
    kind: KF_CARD_KINDS.poolAdjust,
    inputs: { forceUuid: force.uuid, delta },
    template: KF_CARD_TEMPLATES.poolAdjust,
    context: { ...poolAdjustCardContext(force.name ?? "", before, delta) },
    speaker: ChatMessage.implementation.getSpeaker({ actor: force }),
    autoApply: true,
  });
}
