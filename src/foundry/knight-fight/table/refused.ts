import { RuleViolation } from "../../../rules/common/errors";

/** A Knight Fight card's action refused by the rules, under `SHELFWARS.KnightFight.Card.<code>`. */
export function refused(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`KnightFight.Card.${code}`, `Knight Fight card: ${message}`, data);
}
