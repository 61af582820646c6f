/** How hard an automated rules check pushes back: DECISIONS "Rules shared by all three". */
export const AUTOMATION_LEVELS = ["off", "warn", "enforce"] as const;
export type AutomationLevel = (typeof AUTOMATION_LEVELS)[number];
export const DEFAULT_AUTOMATION_LEVEL: AutomationLevel = "warn";

export function isAutomationLevel(value: unknown): value is AutomationLevel {
  return typeof value === "string" && (AUTOMATION_LEVELS as readonly string[]).includes(value);
}

/** What the adapter does with a failed check at a given level. */
export type CheckVerdict = "allow" | "warn" | "refuse";

export function verdictFor(level: AutomationLevel, passed: boolean): CheckVerdict {
  if (passed || level === "off") return "allow";
  return level === "warn" ? "warn" : "refuse";
}
