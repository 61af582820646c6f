import { registerCanvasService } from "./canvas/register";
import { registerChatService } from "./chat/register";
import { registerCombatService } from "./combat/register";
import { registerDiceService } from "./dice/register";
import type { RegistrationContext } from "./ruleset";
import { NOTES_PARTIAL } from "./sheets/notes";

/** The services every ruleset shares, registered once before the rulesets. */
export function registerSharedServices(context: RegistrationContext): void {
  registerDiceService(context);
  registerChatService(context);
  registerCombatService(context);
  registerCanvasService(context);
  // Shared sheet parts every ruleset's sheets render.
  context.addTemplates(NOTES_PARTIAL);
}
