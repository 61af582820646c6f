import { RuleViolation } from "../common/errors";

/** The source's six look-up tables, keyed by the stat (or stat pair sum) they are read from. */
export const HEALTH_BY_BODY = { 1: 3, 2: 3, 3: 4, 4: 4, 5: 5, 6: 5, 7: 6 } as const;
export const SPEED_BY_SPIRIT = { 1: 4, 2: 4, 3: 5, 4: 5, 5: 6, 6: 6, 7: 7 } as const;
export const MELEE_BY_BODY_SPIRIT = { 2: 4, 3: 5, 4: 5, 5: 6, 6: 6, 7: 7, 8: 7 } as const;
export const RANGE_BY_BODY_MIND = { 2: 3, 3: 4, 4: 4, 5: 5, 6: 5, 7: 6, 8: 6 } as const;
export const MAGIC_BY_SPIRIT_MIND = { 2: 2, 3: 3, 4: 3, 5: 4, 6: 4, 7: 5, 8: 5 } as const;
export const DISTANCE_BY_MIND = { 1: 5, 2: 5, 3: 6, 4: 6, 5: 7, 6: 7, 7: 8 } as const;

export const AM_TABLES = {
  health: HEALTH_BY_BODY,
  speed: SPEED_BY_SPIRIT,
  melee: MELEE_BY_BODY_SPIRIT,
  range: RANGE_BY_BODY_MIND,
  magic: MAGIC_BY_SPIRIT_MIND,
  distance: DISTANCE_BY_MIND,
} as const;
export type AmTableName = keyof typeof AM_TABLES;

/** Read a table; a key outside it means the stat line itself is illegal. */
export function lookUp(table: AmTableName, key: number): number {
  const value = (AM_TABLES[table] as Readonly<Record<number, number>>)[key];
  if (value === undefined) {
    throw new RuleViolation(
      "AngryMiniatures.Rule.TableRange",
      `Angry Miniatures: ${key} is outside the ${table} table (stats must be 1-7 and sum to 9).`,
      { table, key },
    );
  }
  return value;
}

export const healthFor = (body: number): number => lookUp("health", body);
export const speedFor = (spirit: number): number => lookUp("speed", spirit);
export const meleeFor = (body: number, spirit: number): number => lookUp("melee", body + spirit);
export const rangeFor = (body: number, mind: number): number => lookUp("range", body + mind);
export const magicFor = (spirit: number, mind: number): number => lookUp("magic", spirit + mind);
export const distanceFor = (mind: number): number => lookUp("distance", mind);
