import { LANG_PREFIX } from "../../shared/constants";
import { keysUnder } from "../../shared/i18n";
import { faceOf } from "../../../rules/common/poker";
import { critNameKey, isCritId, type AmStatus } from "../../../rules/angry-miniatures/crits";
import { flawNameKey, isFlawId, isPerkId, perkNameKey } from "../../../rules/angry-miniatures/traits";
import type { AttackType } from "../../../rules/angry-miniatures/types";
import { dieChip, type DieChip } from "../../dice/die-chip";

export const { localize, format } = keysUnder(LANG_PREFIX);

/** Modifier and reroll sources that are not perks, flaws or crits. */
export const OTHER_SOURCES = ["charging", "cover", "tactical-genius-mark", "magic-buff-status", "experimental-melee-defender"] as const;
type OtherSource = (typeof OTHER_SOURCES)[number];
const isOtherSource = (source: string): source is OtherSource => (OTHER_SOURCES as readonly string[]).includes(source);

/** A readable name for whatever granted a modifier or a reroll. */
export function sourceLabel(source: string): string {
  if (isPerkId(source)) return localize(perkNameKey(source));
  if (isFlawId(source)) return localize(flawNameKey(source));
  if (isCritId(source)) return localize(critNameKey(source));
  if (isOtherSource(source)) return localize(`AmPlay.Source.${source}`);
  return source;
}

export const attackTypeLabel = (type: AttackType): string => localize(`AngryMiniatures.AttackType.${type}`);
export const statusLabel = (status: AmStatus): string => localize(`AngryMiniatures.Status.${status}`);

/** A poker die on a card: its face letter, marked a hit, an Ace or a miss. */
export type DieView = DieChip;

export function dieView(rank: number): DieView {
  return dieChip(faceOf(rank), rank === 6 ? "ace" : rank >= 3 ? "hit" : "miss");
}
