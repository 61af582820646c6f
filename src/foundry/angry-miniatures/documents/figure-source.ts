import type { PokerFace } from "../../../rules/common/poker";
import type { AmFigure } from "../../../rules/angry-miniatures/figure";
import type { AttackType, Presentation } from "../../../rules/angry-miniatures/types";
import type { PerkId, FlawId } from "../../../rules/angry-miniatures/traits";
import type { CritId } from "../../../rules/angry-miniatures/crits";

/** The stored (source) system data of a figure actor. */
export interface FigureSource {
  mind: number;
  body: number;
  spirit: number;
  attackTypes: string[];
  perk: string;
  flaw: string;
  crit: string;
  /** Empty means "the crit's default trigger". */
  critTrigger: string[];
  presentation: string;
  health: { value: number };
  notes: string;
}

/** The fields that make up a figure's build; changing any of them is checked against the rules. */
export const BUILD_FIELDS = [
  "mind",
  "body",
  "spirit",
  "attackTypes",
  "perk",
  "flaw",
  "crit",
  "critTrigger",
  "presentation",
] as const satisfies readonly (keyof FigureSource)[];

/**
 * The rules' view of stored data. The schema's choices already hold ids to the rules' tables; the
 * rules re-check every value, so the casts only restate what `validateFigure` verifies.
 */
export function toAmFigure(source: Pick<FigureSource, (typeof BUILD_FIELDS)[number]>, name?: string): AmFigure {
  return {
    name,
    mind: source.mind,
    body: source.body,
    spirit: source.spirit,
    attackTypes: source.attackTypes as AttackType[],
    perk: source.perk as PerkId,
    flaw: source.flaw as FlawId,
    crit: source.crit as CritId,
    critTrigger: source.critTrigger.length > 0 ? (source.critTrigger as PokerFace[]) : undefined,
    presentation: source.presentation as Presentation,
  };
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The source as it would be after an (expanded) update: objects merge, arrays and values replace. */
export function mergedSource<T extends object>(source: T, changes: unknown): T {
  if (!isPlainObject(changes)) return structuredClone(source);
  const merged: PlainObject = structuredClone(source) as PlainObject;
  for (const [key, value] of Object.entries(changes)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergedSource(current, value) : structuredClone(value);
  }
  return merged as T;
}

/** Does an (expanded) system change touch the figure's build? */
export function touchesBuild(systemChanges: unknown): boolean {
  return isPlainObject(systemChanges) && BUILD_FIELDS.some((field) => field in systemChanges);
}

/** Health is stored, never below 0 and never above the figure's maximum. */
export function clampHealth(value: number, max: number): number {
  return Math.min(Math.max(0, Math.trunc(value)), max);
}
