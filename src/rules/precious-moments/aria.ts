import { rollerFor, sum, type DiceRoller } from "../common/dice";
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
  // Each result is built as one literal (not spread from a shared base): the keys stay in the
  // order the events have always had, and a game makes many of these.
  const singRoll = roller.roll(2, 6);
  const singTotal = sum(singRoll);
  const { id: singerId, cuteness } = singer;
  const { id: targetId, piety, value: valueBefore } = target;
  if (singTotal > cuteness) {
    return { singerId, targetId, singRoll, singTotal, cuteness, piety, valueBefore, success: false, humiliation: 0, valueAfter: valueBefore };
  }
  // Relying on the Spirit is the target's own roll.
  const spiritRoll = rollerFor(roller, targetId).roll(2, 6);
  const spiritTotal = sum(spiritRoll);
  if (spiritTotal <= piety) {
    return {
      singerId,
      targetId,
      singRoll,
      singTotal,
      cuteness,
      piety,
      valueBefore,
      success: true,
      spiritRoll,
      spiritTotal,
      spared: true,
      humiliation: 0,
      valueAfter: valueBefore,
    };
  }
  const humiliationRoll = roller.roll(2, 6);
  const humiliation = sum(humiliationRoll);
  return {
    singerId,
    targetId,
    singRoll,
    singTotal,
    cuteness,
    piety,
    valueBefore,
    success: true,
    spiritRoll,
    spiritTotal,
    spared: false,
    humiliationRoll,
    humiliation,
    valueAfter: valueBefore - humiliation,
  };
}

/** A figure at 0 Value or less goes to Heaven. */
export function isHeavenBound(value: number): boolean {
  return value <= 0;
}
