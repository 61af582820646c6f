import type { Offset } from "../common/geometry";

export const KF_ACTION_TYPES = ["start", "wager", "move", "attack", "protect", "endActivation"] as const;
export type KfActionType = (typeof KF_ACTION_TYPES)[number];

export type KfAction =
  | { type: "start" }
  | { type: "wager"; take: number; declare: number }
  | { type: "move"; to: Offset }
  | { type: "attack"; targetId: string }
  | { type: "protect" }
  | { type: "endActivation" };

/** Actions bought with action points. */
export const KF_AP_COST = { move: 1, attack: 1, protect: 1 } as const;
