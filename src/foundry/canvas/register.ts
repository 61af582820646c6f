import type { RegistrationContext } from "../ruleset";

/** Registers the shared canvas service at init (filled in by the canvas work). */
export function registerCanvasService(_context: RegistrationContext): void {}
