import { registerCardKind, type CardKind } from "../chat/card-kinds";
import { registerWritableFields, type WritableField } from "../chat/writable-fields";
import { registerRuleOwnedFields, type RuleOwnedField } from "../guard/rule-owned";
import { registerRuleOwnedStatuses } from "../guard/statuses";
import type { RulesetId } from "../shared/constants";

/**
 * A field only the rules change in play (the guard catches a player's own write to it), declared
 * once: what it is to the guard, and, when cards change it, where and within which bounds the
 * GM's change writer may write it.
 */
export interface GuardedField extends RuleOwnedField {
  readonly card?: {
    /** The paths a card writes (default: the field's own path; a subtree's leaves, `a.*` for an id). */
    readonly paths?: readonly string[];
    readonly bounds: WritableField["bounds"];
  };
}

/** What a ruleset's cards are and may change. */
export interface RulesetCards {
  readonly kinds: readonly CardKind[];
  /** Every field its rules own, each with what cards may write of it. */
  readonly fields: readonly GuardedField[];
  /** The token statuses only its rules set (defeated, crit marks), on these actor types. */
  readonly statuses: { readonly actorTypes: readonly string[]; readonly ids: readonly string[] };
}

/** What cards may write, from the one declaration: the paths and bounds, on the actor types that carry them. */
export function writableOf(fields: readonly GuardedField[]): { actorTypes: string[]; fields: WritableField[] } {
  const carded = fields.filter((field) => field.card);
  return {
    actorTypes: [...new Set(carded.flatMap((field) => field.actorTypes))],
    fields: carded.flatMap((field) => (field.card!.paths ?? [field.path]).map((path) => ({ path, bounds: field.card!.bounds }))),
  };
}

/** Registers one ruleset's cards, the fields its rules own (and cards may write), and its rule-owned statuses. */
export function registerRulesetCards(ruleset: RulesetId, cards: RulesetCards): void {
  const writable = writableOf(cards.fields);
  registerWritableFields(ruleset, writable.actorTypes, writable.fields);
  registerRuleOwnedFields(ruleset, cards.fields);
  registerRuleOwnedStatuses(ruleset, cards.statuses.actorTypes, cards.statuses.ids);
  for (const kind of cards.kinds) registerCardKind(kind);
}
