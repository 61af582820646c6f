import { sum, type DiceRoller } from "../common/dice";
import type { PmFigure } from "./figure";
import type { PmAriaResult } from "./types";

/**
 * One song: the singer needs 2d6 <= Cuteness; then the target is spared on 2d6 <= Piety,
 * otherwise it loses 2d6 Value.
 */
export function resolveAria(
  singer: Pick<PmFigure, "cuteness"> & { id: string },
  target: Pick<PmFigure, "piety" | "value"> & { id: string },
  roller: DiceRoller,
): PmAriaResult {
  const singRoll = roller.roll(2, 6);
  const singTotal = sum(singRoll);
  const base = {
    singerId: singer.id,
    targetId: target.id,
    singRoll,
    singTotal,
    cuteness: singer.cuteness,
    piety: target.piety,
    valueBefore: target.value,
  };
  if (singTotal > singer.cuteness) return { ...base, success: false, humiliation: 0, valueAfter: target.value };
  const spiritRoll = roller.roll(2, 6);
  const spiritTotal = sum(spiritRoll);
  if (spiritTotal <= target.piety) {
    return { ...base, success: true, spiritRoll, spiritTotal, spared: true, humiliation: 0, valueAfter: target.value };
  }
  const humiliationRoll = roller.roll(2, 6);
  const humiliation = sum(humiliationRoll);
  return {
    ...base,
    success: true,
    spiritRoll,
    spiritTotal,
    spared: false,
    humiliationRoll,
    humiliation,
    valueAfter: target.value - humiliation,
  };
}

/** A figure at 0 Value or less goes to Heaven. */
export function isHeavenBound(value: number): boolean {
  return value <= 0;
}
