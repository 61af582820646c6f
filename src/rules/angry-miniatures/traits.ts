import type { PokerFace } from "../common/poker";
import type { AttackType, DerivedStat, Presentation } from "./types";

/** A reroll a trait grants: which faces, how many of them, and in which role. */
export interface RerollRule {
  readonly role: "attacking" | "defending";
  /** Faces eligible for the reroll, least superior first (the first listed are rerolled first). */
  readonly faces: readonly PokerFace[];
  readonly count: number | "all";
  /** Only against (or with) these attack types; every type when absent. */
  readonly vs?: readonly AttackType[];
}

/** How a trait changes who deals damage after a contest is decided on hits. */
export type DamageRule =
  | "spikey-bits" // defender winning a melee contest deals one more
  | "berzerk" // a defender that beats this figure's melee attack deals it nothing
  | "cowardly" // deals nothing when it wins a melee contest as defender
  | "dangerous-mind"; // counter-damages a Magic attacker as a Melee defender would

export type MovementRule = "ignore-difficult" | "ignore-water" | "no-difficult";

export interface TraitData {
  /** Adjustments to derived values (only applied to values the figure has). */
  readonly stats?: Readonly<Partial<Record<DerivedStat, number>>>;
  /** Defence dice by incoming attack type. */
  readonly defence?: Readonly<Partial<Record<AttackType, number>>>;
  /** Defence dice by the attacker's presentation. */
  readonly defenceVsPresentation?: Readonly<Partial<Record<Presentation, number>>>;
  /** Attack types a figure with this trait may not have. */
  readonly forbidsAttackTypes?: readonly AttackType[];
  /** The trait only matters for a figure with at least one of these attack types. */
  readonly needsAttackType?: readonly AttackType[];
  readonly reroll?: RerollRule;
  readonly damage?: DamageRule;
  readonly movement?: MovementRule;
  /** Extra squares of melee reach. */
  readonly reach?: number;
  /** Number of attack types allowed (default 1). */
  readonly attackTypeSlots?: number;
  /** The figure gains no positive roll modifiers other than its own perk's and crit's. */
  readonly refusesOutsideBonuses?: true;
  /** The source names the mechanic but never defines it: recorded, no effect applied. */
  readonly undefinedBySource?: true;
}

export const PERK_IDS = [
  "multi-class",
  "busty",
  "spikey-bits",
  "winged",
  "companion",
  "oversize-weapon",
  "bearded",
  "small",
  "multi-limbed",
  "amphibious",
  "berzerk",
  "swift",
  "brutish",
  "magic-resistant",
  "scope",
  "wicked-staff",
  "long-weapon",
  "dangerous-mind",
] as const;
export type PerkId = (typeof PERK_IDS)[number];

export const PERKS: Readonly<Record<PerkId, TraitData>> = {
  "multi-class": { attackTypeSlots: 2, stats: { melee: -1, range: -1, magic: -1 } },
  busty: { defenceVsPresentation: { male: 1 } },
  "spikey-bits": { damage: "spikey-bits" },
  winged: { movement: "ignore-difficult" },
  companion: { undefinedBySource: true },
  "oversize-weapon": { stats: { melee: 1, range: 1 }, needsAttackType: ["melee", "range"] },
  bearded: { reroll: { role: "attacking", faces: ["A"], count: 1 } },
  small: { defence: { melee: 1, range: 1 } },
  "multi-limbed": { undefinedBySource: true },
  amphibious: { movement: "ignore-water" },
  berzerk: { forbidsAttackTypes: ["range", "magic"], damage: "berzerk" },
  swift: { stats: { speed: 1 } },
  brutish: { stats: { health: 1 } },
  "magic-resistant": { defence: { magic: 1 } },
  scope: { stats: { distance: 1 }, needsAttackType: ["range", "magic"] },
  "wicked-staff": { stats: { magic: 1 }, needsAttackType: ["magic"] },
  "long-weapon": { reach: 1, needsAttackType: ["melee"] },
  "dangerous-mind": { damage: "dangerous-mind" },
};

export const FLAW_IDS = [
  "unpainted",
  "no-helmet",
  "fat",
  "chainmail-bikini",
  "small-flaw",
  "stupid",
  "cowardly",
  "unlucky",
  "gangly",
  "one-eye",
  "flammable",
  "unwieldy-armor",
] as const;
export type FlawId = (typeof FLAW_IDS)[number];

export const FLAWS: Readonly<Record<FlawId, TraitData>> = {
  unpainted: { refusesOutsideBonuses: true },
  "no-helmet": { defence: { range: -1 } },
  fat: { stats: { speed: -1 } },
  "chainmail-bikini": { defence: { melee: -1 } },
  "small-flaw": { stats: { melee: -1 }, needsAttackType: ["melee"] },
  stupid: { forbidsAttackTypes: ["magic"], defence: { magic: -1 } },
  cowardly: { damage: "cowardly" },
  unlucky: { reroll: { role: "defending", faces: ["J", "Q", "K"], count: 1 } },
  gangly: { forbidsAttackTypes: ["melee"], stats: { health: -1 } },
  "one-eye": { stats: { distance: -1 }, needsAttackType: ["range", "magic"] },
  flammable: { defence: { magic: -1 } },
  "unwieldy-armor": { movement: "no-difficult" },
};

export function isPerkId(value: unknown): value is PerkId {
  return typeof value === "string" && (PERK_IDS as readonly string[]).includes(value);
}
export function isFlawId(value: unknown): value is FlawId {
  return typeof value === "string" && (FLAW_IDS as readonly string[]).includes(value);
}

export const perkNameKey = (id: PerkId): string => `AngryMiniatures.Perk.${id}.Name`;
export const perkHintKey = (id: PerkId): string => `AngryMiniatures.Perk.${id}.Hint`;
export const flawNameKey = (id: FlawId): string => `AngryMiniatures.Flaw.${id}.Name`;
export const flawHintKey = (id: FlawId): string => `AngryMiniatures.Flaw.${id}.Hint`;
