import { registerCardKind } from "../../chat";
import { attackCardKind } from "./attack-kind";
import { healCardKind } from "./heal-kind";
import { upkeepCardKinds } from "./upkeep-kind";
import { registerAmWritableFields } from "./writable";
import { registerAmRuleOwnedFields } from "./rule-owned";

/** Angry Miniatures' cards: what they may change, and how each kind derives its outcome. */
export function registerAngryMiniaturesCards(): void {
  registerAmWritableFields();
  registerAmRuleOwnedFields();
  for (const kind of [attackCardKind, healCardKind, ...upkeepCardKinds]) registerCardKind(kind);
}
