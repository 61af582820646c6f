import type { RulesetCards } from "../../ruleset/cards";
import { PM_FIELDS, PM_STATUSES_OWNED } from "./fields";
import { singCardKind } from "./sing-kind";

/** Precious Moments' cards: how a song derives its outcome, and what it may change. */
export const PM_CARDS: RulesetCards = {
  kinds: [singCardKind],
  fields: PM_FIELDS,
  statuses: PM_STATUSES_OWNED,
};
