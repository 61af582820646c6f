import type { RegistrationContext } from "../shared/registration";
import { registerMoveWatch } from "./move-watch";
import { registerFootprintGuard } from "./footprint-guard";
import { registerLookGuard } from "./look-guard";

/**
 * The canvas service is mostly functions (distance, sight, areas) called on demand; its hooks are
 * the GM's client's check of every token move (move-watch.ts) and of a fighting figure's token
 * size (footprint-guard.ts).
 */
export function registerCanvasService(_context: RegistrationContext): void {
  registerMoveWatch();
  registerFootprintGuard();
  registerLookGuard();
}
