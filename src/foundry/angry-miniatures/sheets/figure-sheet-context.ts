import { isPokerFace, POKER_FACES } from "../../../rules/common/poker";
import { figureHeaderContext } from "../../sheets/figure-header";
import { CRIT_IDS, CRITS, critHintKey, critNameKey, isCritId, type CritId } from "../../../rules/angry-miniatures/crits";
import { STAT_MAX, STAT_MIN, STAT_TOTAL } from "../../../rules/angry-miniatures/figure";
import { FLAW_IDS, FLAWS, PERK_IDS, PERKS, flawHintKey, flawNameKey, perkHintKey, perkNameKey, type FlawId, type PerkId } from "../../../rules/angry-miniatures/traits";
import { ATTACK_TYPES, PRESENTATIONS, PRIMARY_STATS, type PrimaryStat } from "../../../rules/angry-miniatures/types";
import { LANG_PREFIX } from "../../shared/constants";
import type { AmFigureModel } from "../documents/figure-model";
import type { FigureSource } from "../../../data/angry-miniatures/figure-source";
import { amKey, choiceOptions, docKey, localize, type SelectOption } from "./sheet-options";
import { localiseViolation, localiseWarning } from "../documents/violations";
import type { FigureSide } from "../../sheets/side-of";

/** A stat line being redistributed on the sheet, not yet legal to store. */
export type PendingStats = Record<PrimaryStat, number>;

interface FigureActorView {
  uuid: string;
  name: string;
  img: string | null;
  system: AmFigureModel;
}

interface TraitPicker {
  name: string;
  label: string;
  options: SelectOption[];
  hint: string;
  undefinedBySource: boolean;
}

const DERIVED_ROWS = ["speed", "melee", "range", "magic", "distance"] as const;

function traitPicker(
  name: string,
  label: string,
  ids: readonly string[],
  selected: string | null,
  nameKey: (id: string) => string,
  hintKey: (id: string) => string,
  undefinedBySource: boolean,
): TraitPicker {
  // The rules' trait keys are relative to the system's lang prefix, like RuleViolation codes.
  const prefixed = (key: string): string => `${LANG_PREFIX}.${key}`;
  const known = selected !== null && ids.includes(selected);
  return {
    name,
    label: localize(label),
    options: choiceOptions(ids, selected, (id) => prefixed(nameKey(id))),
    hint: known ? localize(prefixed(hintKey(selected))) : localize(docKey("Sheet.UnknownChoiceHint")),
    undefinedBySource,
  };
}

/** The trigger as stored (unknown faces included, so each can be removed), or the crit's default. */
export function storedTriggerFaces(source: Pick<FigureSource, "crit" | "critTrigger">): string[] {
  if (source.critTrigger.length > 0) return source.critTrigger.map((face) => String(face));
  return isCritId(source.crit) ? [...CRITS[source.crit].defaultTrigger] : [];
}

/** Everything the figure sheet template reads: localised, precomputed, no logic left in the template. */
export function figureSheetContext(actor: FigureActorView, options: { editable: boolean; pending: PendingStats | null; gm?: boolean; side?: FigureSide | null; buildLocked?: boolean; editing?: boolean }) {
  const system = actor.system;
  const source = system._source as unknown as FigureSource;
  const statValues: Record<PrimaryStat, number | null> = options.pending ?? { mind: source.mind, body: source.body, spirit: source.spirit };
  const statTotal = PRIMARY_STATS.reduce((sum, stat) => sum + (statValues[stat] ?? 0), 0);
  const derived = system.derived;
  const [primaryType, secondaryType] = source.attackTypes;
  const multiClass = (PERKS[source.perk as PerkId]?.attackTypeSlots ?? 1) > 1;
  const trigger = storedTriggerFaces(source);
  return {
    ...figureHeaderContext(actor, options),
    /** Health is the rules' (a card, or the GM): a player's sheet shows it and does not submit it. */
    stateEditable: options.editable && options.gm === true,
    stats: PRIMARY_STATS.map((stat) => ({
      key: stat,
      name: `system.${stat}`,
      label: localize(amKey(`Stat.${stat}`)),
      value: statValues[stat],
      min: STAT_MIN,
      max: STAT_MAX,
    })),
    statLine: {
      total: statTotal,
      required: STAT_TOTAL,
      pending: options.pending !== null,
      matches: statTotal === STAT_TOTAL,
    },
    health: { value: system.health.value, max: system.health.max },
    /** The team, for the header's link; null when the figure is in none. */
    side: options.side ?? null,
    /** Defeated (Health 0): the header's banner and a greyed portrait. */
    down: system.health.value <= 0,
    derived: derived
      ? DERIVED_ROWS.filter((row) => derived[row] !== undefined).map((row) => ({
          key: row,
          label: localize(amKey(`Stat.${row}`)),
          value: derived[row],
        }))
      : [],
    /** Every rule the stored figure breaks, so each can be fixed in turn. */
    violations: system.violations.map(localiseViolation),
    warnings: system.warnings.map(localiseWarning),
    attackTypes: {
      primary: choiceOptions(ATTACK_TYPES, primaryType ?? null, (id) => amKey(`AttackType.${id}`)),
      secondary: [
        { value: "", label: localize(docKey("Sheet.NoSecondAttack")), selected: secondaryType === undefined },
        ...choiceOptions(ATTACK_TYPES, secondaryType, (id) => amKey(`AttackType.${id}`)),
      ],
      multiClass,
    },
    perk: traitPicker("system.perk", docKey("Sheet.Perk"), PERK_IDS, source.perk, (id) => perkNameKey(id as PerkId), (id) => perkHintKey(id as PerkId), PERKS[source.perk as PerkId]?.undefinedBySource === true),
    flaw: traitPicker("system.flaw", docKey("Sheet.Flaw"), FLAW_IDS, source.flaw, (id) => flawNameKey(id as FlawId), (id) => flawHintKey(id as FlawId), FLAWS[source.flaw as FlawId]?.undefinedBySource === true),
    crit: traitPicker("system.crit", docKey("Sheet.Crit"), CRIT_IDS, source.crit, (id) => critNameKey(id as CritId), (id) => critHintKey(id as CritId), CRITS[source.crit as CritId]?.undefinedBySource === true),
    critTrigger: {
      faces: trigger.map((face, index) => ({ face, index, known: isPokerFace(face) })),
      isDefault: source.critTrigger.length === 0,
      addOptions: POKER_FACES.map((face) => ({ value: face, label: face, selected: false })),
    },
    presentation: choiceOptions(PRESENTATIONS, source.presentation, (id) => amKey(`Presentation.${id}`)),
    notes: source.notes,
    canAttack: options.editable && derived !== null && system.health.value > 0,
  };
}
export type FigureSheetContext = ReturnType<typeof figureSheetContext>;

/** The sheet's tabs: stats with what they give and the attack; traits and crit; notes. */
export const AM_FIGURE_TABS = [
  { id: "figure", label: "SHELFWARS.Sheet.Tab.figure" },
  { id: "traits", label: "SHELFWARS.Sheet.Tab.traits" },
  { id: "notes", label: "SHELFWARS.Sheet.Tab.notes" },
] as const;
