import type { RegistrationContext } from "../ruleset";

/** Registers the shared combat service at init (filled in by the combat work). */
export function registerCombatService(_context: RegistrationContext): void {}
