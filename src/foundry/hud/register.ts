import type { RegistrationContext } from "../shared/registration";
import type { HudRuleset } from "./hud-ruleset";
import { registerHudRulesets } from "./hud-registry";
import { TOKEN_HUD_TEMPLATE } from "./hud-view";
import { registerKeybindings } from "./keybindings";
import { registerTokenHud } from "./token-hud";

/** Actions where the figure is: the token HUD's buttons and the keybindings (core allows those during init only). */
export function registerHud(context: RegistrationContext, rulesets: readonly HudRuleset[]): void {
  registerHudRulesets(rulesets);
  context.addTemplates(TOKEN_HUD_TEMPLATE);
  registerKeybindings();
  registerTokenHud();
}
