import type { RulesetCards } from "../../ruleset/cards";
import { KF_ACTOR_TYPES } from "../documents/actor-types";
import { activationEndCardKind } from "./activation-end-kind";
import { activationResetCardKind } from "./activation-reset-kind";
import { attackCardKind } from "./attack-kind";
import { moveCardKind } from "./move-kind";
import { poolAdjustCardKind } from "./pool-adjust-kind";
import { protectCardKind } from "./protect-kind";
import { refillCardKind } from "./refill-kind";
import { KF_RULE_OWNED_FIELDS, KF_RULE_OWNED_STATUSES, KF_STATUS_ACTOR_TYPES } from "./rule-owned";
import { wagerCardKind } from "./wager-kind";
import { KF_WRITABLE_FIELDS } from "./writable";

/** Knight Fight's cards: how each kind derives its outcome, and what they may change. */
export const KF_CARDS: RulesetCards = {
  kinds: [poolAdjustCardKind, refillCardKind, wagerCardKind, activationResetCardKind, attackCardKind, protectCardKind, moveCardKind, activationEndCardKind],
  writable: { actorTypes: [KF_ACTOR_TYPES.figure, KF_ACTOR_TYPES.force], fields: KF_WRITABLE_FIELDS },
  ruleOwned: { fields: KF_RULE_OWNED_FIELDS, statusActorTypes: KF_STATUS_ACTOR_TYPES, statuses: KF_RULE_OWNED_STATUSES },
};
