import { RuleViolation } from "../common/errors";

export function assertD6(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 1 || value > 6) {
    throw new RuleViolation(
      "KnightFight.Rule.DieFace",
      `Knight Fight: ${what} must be a d6 result 1..6 (got ${value})`,
      { what, value },
    );
  }
}
