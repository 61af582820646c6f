import type { RulesetCards } from "../../ruleset/cards";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { PM_RULE_OWNED_FIELDS, PM_RULE_OWNED_STATUSES } from "./rule-owned";
import { singCardKind } from "./sing-kind";
import { PM_WRITABLE_FIELDS } from "./writable";

/** Precious Moments' cards: how a song derives its outcome, and what it may change. */
export const PM_CARDS: RulesetCards = {
  kinds: [singCardKind],
  writable: { actorTypes: [PM_ACTOR_TYPES.figure], fields: PM_WRITABLE_FIELDS },
  ruleOwned: { fields: PM_RULE_OWNED_FIELDS, statusActorTypes: [PM_ACTOR_TYPES.figure], statuses: PM_RULE_OWNED_STATUSES },
};
