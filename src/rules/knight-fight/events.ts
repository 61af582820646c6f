import type { Offset } from "../common/geometry";
import type { KfOutcome } from "./state";
import type { KfTargetOption } from "./targeting";
import type { KfToHitTarget } from "./to-hit";

export const KF_POOL_REASONS = ["wager", "hit", "death", "refill"] as const;
export type KfPoolReason = (typeof KF_POOL_REASONS)[number];

export const KF_DANGER_REASONS = ["hit", "protect", "survived"] as const;
export type KfDangerReason = (typeof KF_DANGER_REASONS)[number];

/** Everything a step did, in order, with every roll, so a chat card can replay the exchange. */
export type KfEvent =
  | { type: "turnStarted"; turn: number }
  | { type: "orderRolled"; speed: number; figureIds: string[]; rolls: number[]; order: string[] }
  | { type: "activationStarted"; figureId: string; side: string; turn: number }
  | {
      type: "wagered";
      figureId: string;
      side: string;
      take: number;
      declare: number;
      dice: number[];
      actionPoints: number;
      returned: number;
      discarded: number;
      poolBefore: number;
      poolAfter: number;
    }
  | { type: "moved"; figureId: string; from: Offset; to: Offset; actionPointsLeft: number }
  | {
      type: "attacked";
      attackerId: string;
      defenderId: string;
      /** The targeting options that allowed this target. */
      options: KfTargetOption[];
      natural: number;
      modifier: number;
      modified: number;
      target: KfToHitTarget;
      hit: boolean;
      actionPointsLeft: number;
    }
  | { type: "protected"; figureId: string; actionPointsLeft: number }
  | { type: "poolChanged"; side: string; before: number; after: number; reason: KfPoolReason; dice: number[] }
  | { type: "dangerChanged"; figureId: string; before: number; after: number; reason: KfDangerReason }
  | { type: "dangerCheck"; figureId: string; danger: number; roll: number; killed: boolean }
  | { type: "figureKilled"; figureId: string; side: string }
  | { type: "activationEnded"; figureId: string; unspentActionPoints: number }
  | { type: "turnEnded"; turn: number }
  | { type: "ruleWarning"; code: string; message: string; data: Record<string, string | number> }
  | { type: "gameOver"; outcome: KfOutcome };
