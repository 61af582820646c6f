import type { RegistrationContext } from "../ruleset";

/** Registers the shared dice service at init (filled in by the dice work). */
export function registerDiceService(_context: RegistrationContext): void {}
