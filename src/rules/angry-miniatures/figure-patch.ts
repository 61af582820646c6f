import type { AmFigureState } from "./game-types";

/** A figure state's keys in the order createGame writes them (markedBy, once given, comes last). */
const FIGURE_KEYS: readonly string[] = ["id", "side", "sheet", "derived", "position", "health", "statuses", "activated", "defeated"];

function inCreateGameOrder(keys: readonly string[]): boolean {
  if (keys.length !== FIGURE_KEYS.length && !(keys.length === FIGURE_KEYS.length + 1 && keys[FIGURE_KEYS.length] === "markedBy")) return false;
  for (let k = 0; k < FIGURE_KEYS.length; k++) {
    if (keys[k] !== FIGURE_KEYS[k]) return false;
  }
  return true;
}

/**
 * `{ ...before, ...patch }`: the same keys, order and values. A figure in createGame's key order
 * patched with known keys is written as one object literal, so every figure of every game keeps
 * one of two hidden classes (with or without markedBy); a spread's copy gets a class of its own
 * whenever its inline cache changes state, and every function reading figures sees more shapes.
 */
export function patchedFigure(before: AmFigureState, patch: Partial<AmFigureState>): AmFigureState {
  const patchKeys = Object.keys(patch);
  const beforeKeys = Object.keys(before);
  if (!inCreateGameOrder(beforeKeys) || patchKeys.some((key) => key !== "markedBy" && !FIGURE_KEYS.includes(key))) return { ...before, ...patch };
  const id = "id" in patch ? (patch.id as string) : before.id;
  const side = "side" in patch ? (patch.side as string) : before.side;
  const sheet = "sheet" in patch ? (patch.sheet as AmFigureState["sheet"]) : before.sheet;
  const derived = "derived" in patch ? (patch.derived as AmFigureState["derived"]) : before.derived;
  const position = "position" in patch ? (patch.position as AmFigureState["position"]) : before.position;
  const health = "health" in patch ? (patch.health as number) : before.health;
  const statuses = "statuses" in patch ? (patch.statuses as AmFigureState["statuses"]) : before.statuses;
  const activated = "activated" in patch ? (patch.activated as boolean) : before.activated;
  const defeated = "defeated" in patch ? (patch.defeated as boolean) : before.defeated;
  if (beforeKeys.length === FIGURE_KEYS.length && !("markedBy" in patch)) return { id, side, sheet, derived, position, health, statuses, activated, defeated };
  const markedBy = "markedBy" in patch ? patch.markedBy : before.markedBy;
  return { id, side, sheet, derived, position, health, statuses, activated, defeated, markedBy } as AmFigureState;
}
