import type { RegistrationContext } from "../ruleset";

/**
 * The canvas service is a set of functions (distance, sight, areas) called on demand; it needs
 * no hooks or settings at init.
 */
export function registerCanvasService(_context: RegistrationContext): void {}
