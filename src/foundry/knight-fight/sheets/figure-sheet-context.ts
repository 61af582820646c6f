import { KF_CLASSES, KF_STATS } from "../../../rules/knight-fight/figure";
import { figureHeaderContext } from "../../sheets/figure-header";
import { kfKey, localize } from "../documents/labels";
import type { KfFigureModel } from "../documents/figure-model";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import { classOptions, signed } from "../documents/sheet-options";
import { localiseViolation } from "../documents/violations";

interface FigureActorView {
  readonly uuid: string;
  readonly name: string;
  readonly img: string | null;
  readonly system: KfFigureModel;
}

/** Where the figure stands in play now, read by the sheet class from the combat and the forces. */
export interface FigurePlayState {
  /** The force it fights for, if any. */
  readonly forceName: string | null;
  /** That force's uuid, so the sheet can open it. */
  readonly forceUuid?: string | null;
  /** It is the activating figure of a running combat. */
  readonly activating: boolean;
}

/** Everything the figure sheet template reads: localised, precomputed, no logic left in the template. */
export function kfFigureSheetContext(actor: FigureActorView, options: { editable: boolean; play: FigurePlayState; buildLocked?: boolean; editing?: boolean }) {
  const system = actor.system;
  const source = system._source as unknown as KfFigureSource;
  const knownClass = (KF_CLASSES as readonly string[]).includes(source.cls);
  const wagered = source.wagered > 0;
  const killed = source.killed > 0;
  const acting = options.editable && options.play.activating && !killed;
  return {
    ...figureHeaderContext(actor, options),
    classes: classOptions(source.cls),
    classHint: knownClass ? localize(kfKey(`ClassHint.${source.cls}`)) : "",
    classModifier: system.classModifier === null ? "—" : signed(system.classModifier),
    stats: KF_STATS.map((stat) => ({ key: stat, name: `system.${stat}`, label: localize(kfKey(`Stat.${stat}`)), value: source[stat], min: 1 })),
    cost: system.cost ?? "—",
    violation: system.violation ? localiseViolation(system.violation) : null,
    /** The force, for the header's link; null when the figure fights for none. */
    side: options.play.forceName === null ? null : { name: options.play.forceName, uuid: options.play.forceUuid ?? "" },
    /** Killed: the header's banner and a greyed portrait. */
    down: killed,
    play: {
      forceName: options.play.forceName,
      danger: source.danger.value,
      dangerMax: system.danger.max,
      actionPoints: source.actionPoints,
      wagered,
      killed,
      activating: options.play.activating,
    },
    actions: {
      canWager: acting && !wagered && options.play.forceName !== null,
      canAttack: acting && wagered && source.actionPoints > 0,
      canProtect: acting && wagered && source.actionPoints > 0 && source.danger.value > 0,
      canEnd: acting,
    },
  };
}
export type KfFigureSheetContext = ReturnType<typeof kfFigureSheetContext>;

/** The sheet's tabs: the figure (characteristics and play), then its notes. */
export const KF_FIGURE_TABS = [
  { id: "figure", label: "SHELFWARS.Sheet.Tab.figure" },
  { id: "notes", label: "SHELFWARS.Sheet.Tab.notes" },
] as const;
