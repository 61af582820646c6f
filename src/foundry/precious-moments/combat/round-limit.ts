import { ruleNumber } from "../../settings/registry";
import { callTheGame } from "./outcome";

/** Is `round` after the agreed last round (the setting; 0 means no limit)? */
export function pastRoundLimit(round: number): boolean {
  const limit = ruleNumber("precious-moments", "roundLimit");
  return limit > 0 && round > limit;
}

/**
 * The round limit (DECISIONS "Outcome", a setting, 0 for none): when the round after the last
 * agreed one starts, the game is called on current Value. Runs on the GM's client (onRoundStart).
 */
export async function onPmRoundStart(combat: Combat.Implementation, round: number): Promise<void> {
  const limit = ruleNumber("precious-moments", "roundLimit");
  if (limit > 0 && round === limit + 1) await callTheGame(combat, { reason: "roundLimit", round: limit });
}
