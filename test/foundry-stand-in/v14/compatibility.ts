/**
 * Core's deprecation warnings: `foundry.utils.logCompatibilityWarning(message, {since, until})`
 * (https://foundryvtt.com/api/v13/functions/foundry.utils.logCompatibilityWarning.html) logs a
 * warning for a call kept "with backwards compatibility" that a later version removes; in the
 * default mode (CONFIG.compatibility.mode WARNING) it goes to the console as a warning naming the
 * version it was deprecated in and the one that removes it. The exact wording core prints is not
 * on a public page: the stand-in's says the same three things ("Deprecated since Version 14",
 * "Backwards-compatible support will be removed in Version 16"); tests look for "Deprecated since".
 */
export function logCompatibilityWarning(message: string, { since, until }: { since: number; until: number }): void {
  console.warn(`${message}\nDeprecated since Version ${since}\nBackwards-compatible support will be removed in Version ${until}`);
}

/**
 * Whether a console.warn argument list is one of core's compatibility warnings: this format, or a
 * deprecation worded as modules reported it (the context-menu entries, ./context-menu.ts).
 */
export function isCompatibilityWarning(args: readonly unknown[]): boolean {
  return args.some((arg) => /Deprecated since Version|\bis deprecated\b/.test(String(arg)));
}
