import { registerGmTabClaim } from "./shared/gm-tab";
import { registerCanvasService } from "./canvas/register";
import { registerChatService } from "./chat/register";
import { registerCombatService } from "./combat/register";
import { registerDiceService } from "./dice/register";
import { registerGuard } from "./guard/register";
import { registerSettingWatch } from "./settings/setting-watch";
import { registerReadySceneRepair } from "./compat/ready-scenes";
import { registerWelcome } from "./welcome/welcome";
import type { RegistrationContext } from "./shared/registration";
import { DIE_CHIP_PARTIAL } from "./dice/die-chip";
import { NOTES_PARTIAL } from "./sheets/notes";
import { FIGURE_BADGE_PARTIAL } from "./sides/figure-badge";

/** The services every ruleset shares, registered once before the rulesets. */
export function registerSharedServices(context: RegistrationContext): void {
  registerDiceService(context);
  registerChatService(context);
  registerCombatService(context);
  registerCanvasService(context);
  registerGuard();
  registerSettingWatch();
  registerReadySceneRepair();
  registerWelcome();
  registerGmTabClaim();
  // Shared parts every ruleset's sheets and cards render.
  context.addTemplates(NOTES_PARTIAL, DIE_CHIP_PARTIAL, FIGURE_BADGE_PARTIAL);
}
