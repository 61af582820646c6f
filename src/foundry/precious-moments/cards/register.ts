import { registerCardKind } from "../../chat";
import { singCardKind } from "./sing-kind";
import { registerPmWritableFields } from "./writable";

/** Precious Moments' cards: what they may change, and how a song derives its outcome. */
export function registerPreciousMomentsCards(): void {
  registerPmWritableFields();
  registerCardKind(singCardKind);
}
