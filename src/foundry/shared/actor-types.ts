import type { RulesetId } from "./constants";

/** A ruleset's two actor sub-types (as system.json `documentTypes.Actor` declares them): its figure and its side. */
export type RulesetActorTypes<R extends RulesetId, S extends string> = { readonly figure: `${R}-figure` } & { readonly [K in S]: `${R}-${S}` };

/** The actor sub-types of a ruleset, named `<ruleset>-figure` and `<ruleset>-<side>`. */
export function rulesetActorTypes<R extends RulesetId, S extends string>(ruleset: R, side: S): RulesetActorTypes<R, S> {
  return { figure: `${ruleset}-figure`, [side]: `${ruleset}-${side}` } as RulesetActorTypes<R, S>;
}

/** A type guard for one actor sub-type. */
export function isActorType<T extends string>(type: T): (value: unknown) => value is T {
  return (value: unknown): value is T => value === type;
}
