import { SYSTEM_ID } from "./constants";
import { createShelfWarsConfig } from "./config";
import type { RulesetModule } from "./ruleset";
import { preloadTemplates } from "./templates";

/** Boots Shelf Wars: the shared namespace first, then each ruleset, then templates. */
export function registerShelfWars(rulesets: readonly RulesetModule[]): void {
  Hooks.once("init", () => {
    CONFIG.SHELFWARS = createShelfWarsConfig();
    const templates: string[] = [];
    for (const ruleset of rulesets) {
      ruleset.register({ addTemplates: (...paths) => templates.push(...paths) });
    }
    void preloadTemplates(templates);
    console.info(`${SYSTEM_ID} | initialised ${rulesets.map((r) => r.id).join(", ")}`);
  });
}
