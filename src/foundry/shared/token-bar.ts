/**
 * The first token bar a new figure gets unless its creation data chose one: the figure's own
 * track. The system names no primary token attribute (system.json `primaryTokenAttribute`):
 * no one field exists on every ruleset's actors, and core would put that one on every actor's
 * bar 1. Core's default is then none, and each figure type sets its own from `_preCreate`.
 */
export function firstBarDefault(creationData: unknown, attribute: string): { prototypeToken: { bar1: { attribute: string } } } | null {
  const chosen = (creationData as { prototypeToken?: { bar1?: { attribute?: unknown } } } | null | undefined)?.prototypeToken?.bar1?.attribute;
  return chosen === undefined ? { prototypeToken: { bar1: { attribute } } } : null;
}
