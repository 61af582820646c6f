import { registerCardKind, type CardKind } from "../../chat";
import { poolAdjustCardKind } from "./pool-adjust-kind";
import { refillCardKind } from "./refill-kind";
import { registerKfWritableFields } from "./writable";

export const KF_CARD_KINDS_REGISTERED: readonly CardKind[] = [poolAdjustCardKind, refillCardKind];

/** Knight Fight's cards: what they may change, and how each kind derives its outcome. */
export function registerKnightFightCards(): void {
  registerKfWritableFields();
  for (const kind of KF_CARD_KINDS_REGISTERED) registerCardKind(kind);
}
