import type { RulesetCards } from "../../ruleset/cards";
import { AM_ACTOR_TYPES } from "../documents/actor-types";
import { attackCardKind } from "./attack-kind";
import { healCardKind } from "./heal-kind";
import { AM_RULE_OWNED_FIELDS, AM_RULE_OWNED_STATUSES } from "./rule-owned";
import { upkeepCardKinds } from "./upkeep-kind";
import { AM_WRITABLE_FIELDS } from "./writable";

/** Angry Miniatures' cards: how each kind derives its outcome, and what they may change. */
export const AM_CARDS: RulesetCards = {
  kinds: [attackCardKind, healCardKind, ...upkeepCardKinds],
  writable: { actorTypes: [AM_ACTOR_TYPES.figure], fields: AM_WRITABLE_FIELDS },
  ruleOwned: { fields: AM_RULE_OWNED_FIELDS, statusActorTypes: [AM_ACTOR_TYPES.figure], statuses: AM_RULE_OWNED_STATUSES },
};
