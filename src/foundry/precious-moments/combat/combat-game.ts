import type { PmFigureState, PmSide, PmState } from "../../../rules/precious-moments/types";
import { DEFAULT_BASE } from "../../../rules/precious-moments/table";
import { readDefeated, tableRound } from "../../shared/combat-flags";
import { sideGroups, sideKeyOf } from "../../combat/groups";
import { isPmFigureType } from "../documents/actor-types";
import type { PmFigureSource } from "../../../data/precious-moments/figure-source";
import { pmStateFor } from "./game-state";

/** A started Precious Moments combat as the rules see it: two choirs (sides a and b) and their figures. */
export interface PmCombatGame {
  readonly state: PmState;
  /** The tracker's side key of each rules side. */
  readonly keys: Readonly<Record<PmSide, string>>;
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

function figureOf(combatant: Combatant.Implementation, side: PmSide, defeated: ReadonlySet<string>): PmFigureState | null {
  const actor = combatant.actor;
  if (!actor || !isPmFigureType(actor.type)) return null;
  const source = (actor.system as unknown as { _source: PmFigureSource })._source;
  const value = numberOr(source.value, 0);
  return {
    id: combatant.id ?? "",
    name: combatant.name ?? actor.name ?? "",
    cuteness: numberOr(source.cuteness, 0),
    brightness: numberOr(source.brightness, 0),
    piety: numberOr(source.piety, 0),
    startingValue: numberOr(source.startingValue, 0),
    value,
    side,
    base: { ...DEFAULT_BASE },
    position: null,
    // Heaven at 0 (DECISIONS "Heaven"), or a figure the GM's record on the combat holds defeated.
    inHeaven: value <= 0 || defeated.has(combatant.id ?? ""),
    actedInPhase: 0,
  };
}

/**
 * The combat's two choirs and their figures, side a being the first side group. Null when the
 * combat does not hold exactly two sides (Precious Moments is a game for two choirs).
 */
export function pmCombatGame(combat: Combat.Implementation): PmCombatGame | null {
  const groups = sideGroups(combat);
  const keys = [...new Set(combat.combatants.contents.map(sideKeyOf).filter((key): key is string => key !== null))];
  const [a, b] = keys;
  if (keys.length !== 2 || a === undefined || b === undefined) return null;
  const sideOfKey = new Map<string, PmSide>([
    [a, "a"],
    [b, "b"],
  ]);
  const defeated = readDefeated(combat);
  const figures = combat.combatants.contents.flatMap((combatant) => {
    const side = sideOfKey.get(sideKeyOf(combatant) ?? "");
    return side ? (figureOf(combatant, side, defeated) ?? []) : [];
  });
  const nameOf = (key: string) => groups.get(key)?.name ?? key;
  const state = pmStateFor({
    phase: "movement",
    round: Math.max(1, tableRound(combat)),
    sides: { a: { name: nameOf(a), homeEdge: null }, b: { name: nameOf(b), homeEdge: null } },
    figures,
  });
  return { state, keys: { a, b } };
}
