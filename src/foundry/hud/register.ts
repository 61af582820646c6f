import type { RegistrationContext } from "../ruleset/ruleset";
import { TOKEN_HUD_TEMPLATE } from "./hud-view";
import { registerKeybindings } from "./keybindings";
import { registerTokenHud } from "./token-hud";

/** Actions where the figure is: the token HUD's buttons and the keybindings (core allows those during init only). */
export function registerHud(context: RegistrationContext): void {
  context.addTemplates(TOKEN_HUD_TEMPLATE);
  registerKeybindings();
  registerTokenHud();
}
