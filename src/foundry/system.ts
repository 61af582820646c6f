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
import { registerActorTypes } from "./ruleset/actors";
import { registerActivationConfig } from "./combat/activation-config";
import { registerStatusEffects } from "./compat/status-effects";
import { registerRosterRefresh } from "./sides/roster-refresh";
import { registerNoticeKinds } from "./shared/notices";
import { registerSolo } from "./solo/register";

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
      registerActivationConfig(ruleset.activation);
      registerNoticeKinds(ruleset.notices);
      context.addTemplates(...ruleset.templates);
      ruleset.register(context);
    }
    registerActorTypes(rulesets.flatMap((ruleset) => ruleset.actorTypes), context);
    registerStatusEffects(rulesets.flatMap((ruleset) => ruleset.statuses));
    registerMigrations(rulesets.flatMap((ruleset) => ruleset.migrations));
    const sides = new SideTypeRegistry(rulesets.flatMap((ruleset) => ruleset.sides));
    registerSideDrop(sides);
    registerSideColours(sides);
    registerRosterRefresh(sides);
    registerHud(context, rulesets.map((ruleset) => ruleset.hud));
    registerSolo(context);
    void preloadTemplates(templates);
    console.info(`${SYSTEM_ID} | initialised ${rulesets.map((r) => r.id).join(", ")}`);
  });
}
