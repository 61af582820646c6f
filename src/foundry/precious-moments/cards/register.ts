import { registerCardKind } from "../../chat";
import { singCardKind } from "./sing-kind";
import { registerPmWritableFields } from "./writable";
import { registerPmRuleOwnedFields } from "./rule-owned";

/** Precious Moments' cards: what they may change, and how a song derives its outcome. */
export function registerPreciousMomentsCards(): void {
  registerPmWritableFields();
  registerPmRuleOwnedFields();
  registerCardKind(singCardKind);
}
