import { MIN_VALUE, pietyFromDevotion, PM_RATED_STATS, PM_STAT_RANGES } from "../../../rules/precious-moments/figure";
import { figureHeaderContext } from "../../sheets/figure-header";
import type { PmFigureModel } from "../documents/figure-model";
import type { PmFigureSource } from "../../../data/precious-moments/figure-source";
import { localize } from "../../shared/i18n";
import { localiseIssue, pmKey } from "../documents/violations";
import type { FigureSide } from "../../sheets/side-of";

interface FigureActorView {
  uuid: string;
  name: string;
  img: string | null;
  system: PmFigureModel;
}

/** Piety the devotion counts give, or null while a count is not a whole number 0 or more. */
function pietyFromCounts(source: PmFigureSource): number | null {
  try {
    return pietyFromDevotion(source.devotion.items as number, source.devotion.activities as number);
  } catch {
    return null;
  }
}

/** Everything the figure sheet template reads: localised, precomputed, no logic left in the template. */
export function pmFigureSheetContext(actor: FigureActorView, options: { editable: boolean; gm?: boolean; side?: FigureSide | null; buildLocked?: boolean; editing?: boolean }) {
  const system = actor.system;
  const source = system._source as unknown as PmFigureSource;
  const fromCounts = pietyFromCounts(source);
  return {
    ...figureHeaderContext(actor, options),
    /** The current Value is the rules' (a card, or the GM): a player's sheet shows it and does not submit it. */
    stateEditable: options.editable && options.gm === true,
    stats: PM_RATED_STATS.map((stat) => ({
      key: stat,
      name: `system.${stat}`,
      label: localize(pmKey(`Stat.${stat}`)),
      value: source[stat],
      min: PM_STAT_RANGES[stat].min,
      max: PM_STAT_RANGES[stat].max,
    })),
    devotion: {
      counts: (["items", "activities"] as const).map((kind) => ({
        key: kind,
        name: `system.devotion.${kind}`,
        label: localize(pmKey(`Devotion.${kind}`)),
        value: source.devotion[kind],
      })),
      piety: fromCounts ?? "—",
      matches: fromCounts !== null && fromCounts === source.piety,
    },
    values: {
      starting: { name: "system.startingValue", value: source.startingValue, min: MIN_VALUE },
      current: { name: "system.value", value: source.value },
    },
    inHeaven: system.inHeaven,
    /** The choir, for the header's link; null when the figure sings in none. */
    side: options.side ?? null,
    /** Every rule the stored figure breaks, so each can be fixed in turn. */
    violations: system.violations.map(localiseIssue),
    canRollStats: options.editable,
  };
}
export type PmFigureSheetContext = ReturnType<typeof pmFigureSheetContext>;

/** The sheet's tabs: ratings, Piety helper and Values; then notes. */
export const PM_FIGURE_TABS = [
  { id: "figure", label: "SHELFWARS.Sheet.Tab.figure" },
  { id: "notes", label: "SHELFWARS.Sheet.Tab.notes" },
] as const;
