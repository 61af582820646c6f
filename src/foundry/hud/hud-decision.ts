/**
 * What the token HUD shows for a figure: each action it may offer, allowed now or greyed with
 * the reason. Each ruleset decides its own list from plain data (`<ruleset>/play/hud-actions.ts`);
 * the HUD only shows it. Whatever a button then asks is judged again on the GM's client.
 */
export const HUD_ACTIONS = ["wager", "attack", "move", "protect", "sing", "endActivation"] as const;
export type HudActionId = (typeof HUD_ACTIONS)[number];

/** Why an action is greyed; each has its text under SHELFWARS.Hud.Reason. */
export const HUD_REASONS = [
  "notOwner",
  "defeated",
  "notActivating",
  "wrongPhase",
  "alreadyWagered",
  "alreadyAttacked",
  "alreadySung",
  "noForce",
  "notWagered",
  "noPoints",
  "noDanger",
  "illegal",
] as const;
export type HudReason = (typeof HUD_REASONS)[number];

/** A budget the HUD shows beside the actions (moves left), in the ruleset's unit. */
export interface HudBudget {
  readonly unit: "points" | "inches";
  readonly left: number;
  readonly of: number;
}

export interface HudDecision {
  readonly id: HudActionId;
  /** The first reason it is not allowed now; null when allowed. */
  readonly reason: HudReason | null;
  readonly budget?: HudBudget;
}

/** The checks every ruleset makes first, in this order: who asks, whether the figure still plays. */
export interface HudCommon {
  /** The user owns the figure (a GM owns every figure). */
  readonly owner: boolean;
  readonly defeated: boolean;
}

/** The first reason that holds, from checks in order; null when none does. */
export function firstReason(checks: readonly (readonly [boolean, HudReason])[]): HudReason | null {
  return checks.find(([blocked]) => blocked)?.[1] ?? null;
}

/** The common checks, first in every action's list. */
export function commonChecks(common: HudCommon): (readonly [boolean, HudReason])[] {
  return [
    [!common.owner, "notOwner"],
    [common.defeated, "defeated"],
  ];
}
