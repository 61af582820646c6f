import type { PokerFace } from "../common/poker";
import type { RerollRule } from "./traits";
import type { AttackType } from "./types";

/** Statuses the crits (and the game) put on figures. */
export const AM_STATUSES = ["frozen", "burning", "buffed", "tactical-genius", "prone"] as const;
export type AmStatus = (typeof AM_STATUSES)[number];

/** What a triggered crit asks the game to do once the contest is resolved. */
export type CritEffect =
  | { readonly kind: "status"; readonly status: "frozen" | "burning" | "tactical-genius" | "prone" }
  | { readonly kind: "area-growth"; readonly by: number }
  | { readonly kind: "free-attack"; readonly by: "self-other-target" | "adjacent-friendly" }
  | { readonly kind: "push"; readonly squares: number }
  | { readonly kind: "buff-friendlies"; readonly speed: number; readonly attack: number }
  | { readonly kind: "heal-friendly"; readonly amount: number }
  | { readonly kind: "heal-self"; readonly amount: number };

export interface CritData {
  /** Whose roll triggers it: the crit owner's roll as attacker or as defender. */
  readonly role: "attacking" | "defending";
  /** Attack types the crit works with (the owner's attack, or the incoming one when defending). */
  readonly vs?: readonly AttackType[];
  readonly defaultTrigger: readonly PokerFace[];
  /** Rerolls happen inside the contest, before hits are compared. */
  readonly reroll?: RerollRule;
  /** Builds the follow-up effects from the number of Aces in the owner's roll. */
  readonly effects?: (aces: number) => readonly CritEffect[];
  readonly undefinedBySource?: true;
}

const TWO_ACES = ["A", "A"] as const;

export const CRIT_IDS = [
  "dynamic-attacker",
  "dynamic-defender",
  "frost-magic",
  "stealthy",
  "fire-magic",
  "volatile-magic",
  "dual-wielding",
  "forceful-weapon",
  "magic-buff",
  "commanding",
  "magic-heal",
  "regenerate",
  "tactical-genius",
  "tail-sweep",
] as const;
export type CritId = (typeof CRIT_IDS)[number];

export const CRITS: Readonly<Record<CritId, CritData>> = {
  "dynamic-attacker": {
    role: "attacking",
    defaultTrigger: TWO_ACES,
    reroll: { role: "attacking", faces: ["A"], count: 2 },
  },
  "dynamic-defender": {
    role: "defending",
    defaultTrigger: TWO_ACES,
    reroll: { role: "defending", faces: ["A"], count: 2 },
  },
  "frost-magic": {
    role: "attacking",
    vs: ["magic"],
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "status", status: "frozen" }],
  },
  stealthy: {
    role: "defending",
    vs: ["range", "magic"],
    defaultTrigger: TWO_ACES,
    reroll: { role: "defending", faces: ["9", "10"], count: "all", vs: ["range", "magic"] },
  },
  "fire-magic": {
    role: "attacking",
    vs: ["magic"],
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "status", status: "burning" }],
  },
  "volatile-magic": {
    role: "attacking",
    vs: ["magic"],
    defaultTrigger: TWO_ACES,
    effects: (aces) => [{ kind: "area-growth", by: aces }],
  },
  "dual-wielding": {
    role: "attacking",
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "free-attack", by: "self-other-target" }],
  },
  "forceful-weapon": {
    role: "attacking",
    vs: ["melee"],
    defaultTrigger: ["A", "K"],
    effects: () => [{ kind: "push", squares: 1 }],
  },
  "magic-buff": {
    role: "attacking",
    vs: ["magic"],
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "buff-friendlies", speed: 1, attack: 1 }],
  },
  commanding: {
    role: "attacking",
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "free-attack", by: "adjacent-friendly" }],
  },
  "magic-heal": {
    role: "attacking",
    vs: ["magic"],
    defaultTrigger: TWO_ACES,
    effects: (aces) => [{ kind: "heal-friendly", amount: aces }],
  },
  regenerate: {
    role: "attacking",
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "heal-self", amount: 1 }],
  },
  "tactical-genius": {
    role: "attacking",
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "status", status: "tactical-genius" }],
  },
  "tail-sweep": {
    role: "attacking",
    vs: ["melee"],
    defaultTrigger: TWO_ACES,
    effects: () => [{ kind: "status", status: "prone" }],
    undefinedBySource: true,
  },
};

export function isCritId(value: unknown): value is CritId {
  return typeof value === "string" && (CRIT_IDS as readonly string[]).includes(value);
}

/** Does the crit work in this role against (or with) this attack type? */
export function critApplies(id: CritId, role: "attacking" | "defending", attackType: AttackType): boolean {
  const crit = CRITS[id];
  return crit.role === role && (crit.vs === undefined || crit.vs.includes(attackType));
}

/** Follow-up effects of a triggered crit (empty for crits that only reroll). */
export function critEffects(id: CritId, aces: number): readonly CritEffect[] {
  return CRITS[id].effects?.(aces) ?? [];
}

export const critNameKey = (id: CritId): string => `AngryMiniatures.Crit.${id}.Name`;
export const critHintKey = (id: CritId): string => `AngryMiniatures.Crit.${id}.Hint`;
