import { registerCardKind, registerWritableFields, type CardKind, type WritableField } from "../chat";
import { registerRuleOwnedFields, registerRuleOwnedStatuses, type RuleOwnedField } from "../guard";
import type { RulesetId } from "../shared/constants";

/**
 * What a ruleset's cards are and may change: its card kinds, the fields a card may write (with
 * their bounds), and the fields and statuses only the rules set (the guard reverts or reports a
 * player's own edit of them).
 */
export interface RulesetCards {
  readonly kinds: readonly CardKind[];
  readonly writable: { readonly actorTypes: readonly string[]; readonly fields: readonly WritableField[] };
  readonly ruleOwned: { readonly fields: readonly RuleOwnedField[]; readonly statusActorTypes: readonly string[]; readonly statuses: readonly string[] };
}

/** Registers one ruleset's cards, writable fields and rule-owned fields and statuses. */
export function registerRulesetCards(ruleset: RulesetId, cards: RulesetCards): void {
  registerWritableFields(ruleset, cards.writable.actorTypes, cards.writable.fields);
  registerRuleOwnedFields(ruleset, cards.ruleOwned.fields);
  registerRuleOwnedStatuses(ruleset, cards.ruleOwned.statusActorTypes, cards.ruleOwned.statuses);
  for (const kind of cards.kinds) registerCardKind(kind);
}
