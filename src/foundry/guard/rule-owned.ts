import type { RulesetId } from "../shared/constants";

/**
 * A field of a ruleset's actors that only the rules change in play (through a card the GM's
 * client applies, or the GM's own edit): a player's direct write to it is caught by the guard.
 * - "state": any change by a player outside a card breaks the rule.
 * - "roster": a side's member list; while no game runs its owner may change it, but every figure
 *   it gains must be one the writer owns; during a started combat any change is judged like "state"
 *   (a figure leaving its side mid-game would stop being a target, or cost its side nothing).
 * - "trace": the system's own bookkeeping (the apply-once trace of cards). Any change by a player
 *   is a finding, as for "state"; in addition the guard never takes a player's value into its
 *   record at warn either, and the change writer reads the record, so a forged trace is never
 *   believed (see `acceptedSource`).
 * - "build": part of a figure's build (a stat, a perk, a class). Its owner builds the figure freely
 *   while no game runs; during a started combat a change is judged like "state": a card rolled in
 *   the game derives its outcome from the build, so a build changed after the roll would void the
 *   card (an attacker dodging the damage back, a defender voiding the hit) or re-word it.
 * `path` is an update path; its value may be a number or a subtree (a flag object of stacks).
 */
export interface RuleOwnedField {
  readonly path: string;
  readonly kind: "state" | "roster" | "trace" | "build";
  /** The actor types (of this ruleset) that carry the field. */
  readonly actorTypes: readonly string[];
  /** Localisation key naming the field to the table, e.g. "SHELFWARS.Guard.Field.Health". */
  readonly label: string;
  /**
   * A build field this one moves with while no game runs: a change of exactly the build field's
   * change is the figure being built, not play (Precious Moments' current Value follows its
   * starting Value). During a started combat it is judged like any other change.
   */
  readonly follows?: string;
  /**
   * The derived upper bound the data model clamps this value to (a figure's maximum Health, read
   * from the prepared document): while no game runs, a change down to exactly that bound is the
   * figure being rebuilt (a perk that gave Health taken away), not play.
   */
  readonly boundedBy?: string;
}

/**
 * Where the change writer keeps the ids of cards it wrote to an actor until their records are
 * saved (change-writer.ts). Kept as an array: an update replaces an array whole.
 */
export const CARD_WRITES_PATH = "flags.shelf-wars.cardWrites";

/** The apply-once trace as a rule-owned field of these actor types: only the GM's change writer writes it. */
export function cardWritesField(actorTypes: readonly string[]): RuleOwnedField {
  return { path: CARD_WRITES_PATH, kind: "trace", actorTypes, label: guardFieldKey("CardWrites") };
}

const registry = new Map<RulesetId, readonly RuleOwnedField[]>();

/** Declares what a ruleset's rules own; declared next to the fields its cards may write. */
export function registerRuleOwnedFields(ruleset: RulesetId, fields: readonly RuleOwnedField[]): void {
  if (registry.has(ruleset)) throw new Error(`Shelf Wars: rule-owned fields of ${ruleset} are declared twice`);
  registry.set(ruleset, fields);
}

export function clearRuleOwnedFields(): void {
  registry.clear();
}

/** The ruleset and fields an actor type carries, or null for an actor no ruleset guards. */
export function ruleOwnedFieldsOf(actorType: string): { ruleset: RulesetId; fields: readonly RuleOwnedField[] } | null {
  for (const [ruleset, fields] of registry) {
    const own = fields.filter((field) => field.actorTypes.includes(actorType));
    if (own.length > 0) return { ruleset, fields: own };
  }
  return null;
}

/** A figure's build fields as rule-owned "build" fields of these actor types (`system.<field>`). */
export function buildFields(fields: readonly string[], actorTypes: readonly string[]): RuleOwnedField[] {
  return fields.map((field) => ({ path: `system.${field}`, kind: "build", actorTypes, label: guardFieldKey(`Build.${field}`) }));
}

/**
 * A figure's name as part of its identity in play: renamed freely before the game, judged like
 * its build while a combat has started (a rename mid-game changes who the cards and the log name).
 */
export function nameField(actorTypes: readonly string[]): RuleOwnedField {
  return { path: "name", kind: "build", actorTypes, label: guardFieldKey("Name") };
}

/**
 * A figure's footprint, its prototype token's size: the size a fighting token is put back to
 * (canvas/footprint-guard.ts), so judged like its build while a game runs (an owner could
 * otherwise grow the prototype first and the token after).
 */
export function footprintFields(actorTypes: readonly string[]): RuleOwnedField[] {
  return ["width", "height"].map((side) => ({ path: `prototypeToken.${side}`, kind: "build", actorTypes, label: guardFieldKey("Size") }));
}

/** The localisation key of a field's name. */
export function guardFieldKey(name: string): string {
  return `SHELFWARS.Guard.Field.${name}`;
}
