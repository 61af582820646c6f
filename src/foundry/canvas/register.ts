import type { RegistrationContext } from "../shared/registration";
import { registerMoveWatch } from "./move-watch";

/**
 * The canvas service is mostly functions (distance, sight, areas) called on demand; its hooks are
 * the GM's client's check of every token move (move-watch.ts).
 */
export function registerCanvasService(_context: RegistrationContext): void {
  registerMoveWatch();
}
