import type { RulesetCards } from "../../ruleset/cards";
import { attackCardKind } from "./attack-kind";
import { healCardKind } from "./heal-kind";
import { AM_FIELDS, AM_STATUSES_OWNED } from "./fields";
import { upkeepCardKinds } from "./upkeep-kind";

/** Angry Miniatures' cards: how each kind derives its outcome, and what they may change. */
export const AM_CARDS: RulesetCards = {
  kinds: [attackCardKind, healCardKind, ...upkeepCardKinds],
  fields: AM_FIELDS,
  statuses: AM_STATUSES_OWNED,
};
