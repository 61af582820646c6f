import type { HudRuleset } from "./hud-ruleset";

/** Each ruleset's part in the token HUD and the action keybindings, as its manifest declares it. */
const rulesets: HudRuleset[] = [];

export function registerHudRulesets(parts: readonly HudRuleset[]): void {
  rulesets.splice(0, rulesets.length, ...parts);
}

/** The ruleset whose figure this actor is, or null (not a Shelf Wars figure). */
export function hudRulesetOf(actor: Actor.Implementation): HudRuleset | null {
  return rulesets.find((ruleset) => ruleset.isFigure(actor)) ?? null;
}
