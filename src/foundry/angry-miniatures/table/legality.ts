import type { DiagonalRule, Offset } from "../../../rules/common/geometry";
import { checkMagicTarget, checkMeleeTarget, checkRangeTarget } from "../../../rules/angry-miniatures/area";
import type { AttackType } from "../../../rules/angry-miniatures/types";
import { verdictFor, type AutomationLevel, type CheckVerdict } from "../../settings/automation";

export const ATTACK_CHECKS = ["reach", "lineOfSight"] as const;
export type AttackCheck = (typeof ATTACK_CHECKS)[number];

export interface LegalityInput {
  readonly attackType: AttackType;
  readonly from: Offset;
  /** The defender's square (Magic: the square aimed at). */
  readonly to: Offset;
  readonly meleeReach: number;
  readonly distance: number;
  readonly diagonalRule: DiagonalRule;
  /** The `lineOfSight` rule setting: Range and Magic need a clear line. */
  readonly sightRequired: boolean;
  /** What Foundry's walls say, asked only when sight matters. */
  readonly sight: { readonly clear: boolean; readonly blockedBy?: string } | undefined;
  readonly levels: Readonly<Record<AttackCheck, AutomationLevel>>;
}

export interface LegalityFinding {
  readonly check: AttackCheck;
  readonly verdict: CheckVerdict;
  /** Lang key under SHELFWARS. naming the broken rule, and its placeholders. */
  readonly code: string;
  readonly data: Readonly<Record<string, string | number>>;
}

export interface LegalityReport {
  readonly distance: number;
  /** Failed checks that the settings did not switch off. */
  readonly findings: readonly LegalityFinding[];
  readonly refused: boolean;
}

/** Does sight matter for this attack under the current rule setting? */
export function sightMatters(attackType: AttackType, sightRequired: boolean): boolean {
  return sightRequired && attackType !== "melee";
}

/**
 * Reach and Distance from the rules (squares, the scene's diagonal rule), line of sight from
 * Foundry's walls; each failure weighed by its own automation level.
 */
export function assessLegality(input: LegalityInput): LegalityReport {
  const options = { diagonalRule: input.diagonalRule, requireLineOfSight: false };
  const reach =
    input.attackType === "melee"
      ? checkMeleeTarget(input.from, input.to, input.meleeReach, options)
      : input.attackType === "range"
        ? checkRangeTarget(input.from, input.to, input.distance, options)
        : checkMagicTarget(input.from, input.to, input.distance, options);
  const findings: LegalityFinding[] = [];
  const reachVerdict = verdictFor(input.levels.reach, reach.ok);
  if (reach.violation && reachVerdict !== "allow") {
    findings.push({ check: "reach", verdict: reachVerdict, code: reach.violation.code, data: reach.violation.data });
  }
  if (sightMatters(input.attackType, input.sightRequired) && input.sight) {
    const sightVerdict = verdictFor(input.levels.lineOfSight, input.sight.clear);
    if (sightVerdict !== "allow") {
      findings.push({
        check: "lineOfSight",
        verdict: sightVerdict,
        code: "AngryMiniatures.Rule.NoLineOfSight",
        data: { blocker: input.sight.blockedBy ?? "" },
      });
    }
  }
  return { distance: reach.distance, findings, refused: findings.some((f) => f.verdict === "refuse") };
}
