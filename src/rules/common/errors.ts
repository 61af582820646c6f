/**
 * A rule was broken. `code` is the localisation key (under `SHELFWARS.`) the Foundry adapter
 * shows; `data` fills its placeholders; `message` is the plain English the CLI prints.
 */
export class RuleViolation extends Error {
  override readonly name = "RuleViolation";
  constructor(
    readonly code: string,
    message: string,
    readonly data: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

export function isRuleViolation(error: unknown): error is RuleViolation {
  return error instanceof RuleViolation;
}
