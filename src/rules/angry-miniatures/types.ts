export const ATTACK_TYPES = ["melee", "range", "magic"] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];

export const PRESENTATIONS = ["male", "female", "androgynous"] as const;
export type Presentation = (typeof PRESENTATIONS)[number];

export const PRIMARY_STATS = ["mind", "body", "spirit"] as const;
export type PrimaryStat = (typeof PRIMARY_STATS)[number];

/** Which primary stat a defender rolls against each attack type. */
export const DEFENCE_STAT = { melee: "body", range: "mind", magic: "spirit" } as const satisfies Record<
  AttackType,
  PrimaryStat
>;

export const DERIVED_STATS = ["health", "speed", "melee", "range", "magic", "distance"] as const;
export type DerivedStat = (typeof DERIVED_STATS)[number];

export function isAttackType(value: unknown): value is AttackType {
  return typeof value === "string" && (ATTACK_TYPES as readonly string[]).includes(value);
}
