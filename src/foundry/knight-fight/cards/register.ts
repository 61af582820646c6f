import type { RulesetCards } from "../../ruleset/cards";
import { activationEndCardKind } from "./activation-end-kind";
import { activationResetCardKind } from "./activation-reset-kind";
import { attackCardKind } from "./attack-kind";
import { moveCardKind } from "./move-kind";
import { poolAdjustCardKind } from "./pool-adjust-kind";
import { protectCardKind } from "./protect-kind";
import { refillCardKind } from "./refill-kind";
import { KF_FIELDS, KF_STATUSES_OWNED } from "./fields";
import { wagerCardKind } from "./wager-kind";

/** Knight Fight's cards: how each kind derives its outcome, and what they may change. */
export const KF_CARDS: RulesetCards = {
  kinds: [poolAdjustCardKind, refillCardKind, wagerCardKind, activationResetCardKind, attackCardKind, protectCardKind, moveCardKind, activationEndCardKind],
  fields: KF_FIELDS,
  statuses: KF_STATUSES_OWNED,
};
