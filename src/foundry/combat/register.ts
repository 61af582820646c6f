import type { RegistrationContext } from "../ruleset";
import { registerAutomationSetting } from "../settings/registry";
import { registerActivationConfig, type ActivationConfig } from "./activation-config";
import { activationConfigOf, ShelfWarsCombat } from "./combat-document";
import { onCombatantCreated, onCombatantUpdated } from "./defeat-record";
import { syncSideGroups } from "./groups";
import { INITIATIVE_CARD_TEMPLATE } from "./initiative-card";
import { registerCombatRequests } from "./requests";
import { angryMiniaturesActivation } from "./rulesets/angry-miniatures";
import { ShelfWarsCombatTracker, TRACKER_TEMPLATES } from "./tracker";
import "./flag-config";
import { isActiveGm } from "../active-gm";

/** Activation configs that ship with the shared service (one per ruleset, as each is wired). */
const BUILT_IN_CONFIGS: readonly ActivationConfig[] = [angryMiniaturesActivation];

/** A figure joining a running combat gets its side's group at once (active GM only). */
async function syncNewCombatant(combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  if (!isActiveGm() || !(combat instanceof ShelfWarsCombat) || !combat.started) return;
  const config = activationConfigOf(combat as Combat.Implementation);
  if (config) await syncSideGroups(combat as Combat.Implementation, config);
}

/** Registers the shared combat service at init: documents, tracker, relay requests, configs. */
export function registerCombatService(context: RegistrationContext): void {
  CONFIG.Combat.documentClass = ShelfWarsCombat;
  CONFIG.ui.combat = ShelfWarsCombatTracker;
  for (const config of BUILT_IN_CONFIGS) {
    registerActivationConfig(config);
    if (config.orderCheck) registerAutomationSetting(config.ruleset, config.orderCheck);
  }
  registerCombatRequests();
  Hooks.on("createCombatant", (combatant, _options, userId) => {
    void syncNewCombatant(combatant as Combatant.Implementation);
    onCombatantCreated(combatant as Combatant.Implementation, userId);
  });
  Hooks.on("updateCombatant", (combatant, changed, _options, userId) => onCombatantUpdated(combatant as Combatant.Implementation, changed, userId));
  context.addTemplates(INITIATIVE_CARD_TEMPLATE, TRACKER_TEMPLATES.banner, TRACKER_TEMPLATES.controls);
}
