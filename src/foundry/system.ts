import { SYSTEM_ID } from "./shared/constants";
import { createShelfWarsConfig } from "./config";
import type { RegistrationContext, RulesetModule } from "./ruleset/ruleset";
import { registerSharedServices } from "./services";
import { preloadTemplates } from "./shared/templates";
import { registerMigrations } from "./migration/register";
import { registerSideDrop } from "./sides/foundry-side-drop";
import { SideTypeRegistry } from "./sides/side-types";
import { registerHud } from "./hud/register";
import { registerRulesetCards } from "./ruleset/cards";
import { registerRulesetSettings } from "./settings/ruleset-settings";
import { registerSideColours } from "./sides/side-colour-hooks";

/** Boots Shelf Wars: the shared namespace first, then each ruleset, then templates. */
export function registerShelfWars(rulesets: readonly RulesetModule[]): void {
  Hooks.once("init", () => {
    CONFIG.SHELFWARS = createShelfWarsConfig();
    const templates: string[] = [];
    const context: RegistrationContext = { addTemplates: (...paths) => templates.push(...paths) };
    registerSharedServices(context);
    for (const ruleset of rulesets) {
      registerRulesetSettings(ruleset.id, ruleset.settings);
      registerRulesetCards(ruleset.id, ruleset.cards);
      ruleset.register(context);
    }
    registerMigrations(rulesets.flatMap((ruleset) => ruleset.migrations));
    const sides = new SideTypeRegistry(rulesets.flatMap((ruleset) => ruleset.sides));
    registerSideDrop(sides);
    registerSideColours(sides);
    registerHud(context, rulesets.map((ruleset) => ruleset.hud));
    void preloadTemplates(templates);
    console.info(`${SYSTEM_ID} | initialised ${rulesets.map((r) => r.id).join(", ")}`);
  });
}
