import { KF_POOL_MAX } from "../../../data/knight-fight/counters";

/** A by-hand adjustment typed or clicked on the force sheet: a whole number of dice, not 0. */
export function parseAdjustment(raw: unknown): number | null {
  const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  if (!/^[+-]?\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value !== 0 && Math.abs(value) <= KF_POOL_MAX ? value : null;
}
