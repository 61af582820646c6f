import type { KfClass, KfFigureStats } from "../../rules/knight-fight/figure";

/** The stored (source) system data of a Knight Fight figure actor. */
export interface KfFigureSource {
  speed: number;
  combat: number;
  defence: number;
  cls: string;
  /** Danger tokens on the figure. */
  danger: { value: number };
  /** Action points left in the figure's activation (0 outside one). */
  actionPoints: number;
  /** 1 once the figure has wagered in its current activation. */
  wagered: number;
  /** 1 once the figure has been killed (removed from play). */
  killed: number;
  notes: string;
}

/** The fields that make up a figure's build; changing any of them is checked against the rules. */
export const KF_BUILD_FIELDS = ["speed", "combat", "defence", "cls"] as const satisfies readonly (keyof KfFigureSource)[];

/** The rules' view of stored data; `validateFigure` re-checks every value, the cast included. */
export function toKfStats(source: Pick<KfFigureSource, (typeof KF_BUILD_FIELDS)[number]>): KfFigureStats {
  return { speed: source.speed, combat: source.combat, defence: source.defence, cls: source.cls as KfClass };
}

/**
 * Would a system change alter the figure's build? A build field sent with its stored value does
 * not count: a sheet sends every field, and core hands `_preUpdate` the changes as sent, before
 * it drops those that change nothing.
 */
export function changesBuild(systemChanges: unknown, stored: Pick<KfFigureSource, (typeof KF_BUILD_FIELDS)[number]>): boolean {
  if (typeof systemChanges !== "object" || systemChanges === null) return false;
  const changes = systemChanges as Record<string, unknown>;
  return KF_BUILD_FIELDS.some((field) => field in changes && changes[field] !== stored[field]);
}
