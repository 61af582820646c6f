import { registerCardKind, type CardKind } from "../../chat";
import { activationEndCardKind } from "./activation-end-kind";
import { activationResetCardKind } from "./activation-reset-kind";
import { attackCardKind } from "./attack-kind";
import { moveCardKind } from "./move-kind";
import { protectCardKind } from "./protect-kind";
import { poolAdjustCardKind } from "./pool-adjust-kind";
import { wagerCardKind } from "./wager-kind";
import { refillCardKind } from "./refill-kind";
import { registerKfWritableFields } from "./writable";
import { registerKfRuleOwnedFields } from "./rule-owned";

export const KF_CARD_KINDS_REGISTERED: readonly CardKind[] = [poolAdjustCardKind, refillCardKind, wagerCardKind, activationResetCardKind, attackCardKind, protectCardKind, moveCardKind, activationEndCardKind];

/** Knight Fight's cards: what they may change, and how each kind derives its outcome. */
export function registerKnightFightCards(): void {
  registerKfWritableFields();
  registerKfRuleOwnedFields();
  for (const kind of KF_CARD_KINDS_REGISTERED) registerCardKind(kind);
}
