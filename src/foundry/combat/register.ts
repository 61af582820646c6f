import type { RegistrationContext } from "../shared/registration";
import { activationConfigOf, ShelfWarsCombat } from "./combat-document";
import { onCombatantCreated, onCombatantUpdated } from "./defeat-record";
import { syncSideGroups } from "./groups";
import { INITIATIVE_CARD_TEMPLATE } from "./initiative-card";
import { registerCombatRequests } from "./requests";
import { ShelfWarsCombatTracker, TRACKER_TEMPLATES } from "./tracker";
import "./flag-config";
import { registerTrackerRefresh } from "./tracker-refresh";
import { judgePlayerClock } from "./clock-guard";
import { isActiveGm } from "../shared/active-gm";

/** A figure joining a running combat gets its side's group at once (active GM only). */
async function syncNewCombatant(combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  if (!isActiveGm() || !(combat instanceof ShelfWarsCombat) || !combat.started) return;
  const config = activationConfigOf(combat as Combat.Implementation);
  if (config) await syncSideGroups(combat as Combat.Implementation, config);
}

/**
 * Registers the shared combat service at init: documents, tracker, relay requests. Each ruleset
 * registers its own activation config (and its activation-order check) from its own folder.
 */
export function registerCombatService(context: RegistrationContext): void {
  CONFIG.Combat.documentClass = ShelfWarsCombat;
  CONFIG.ui.combat = ShelfWarsCombatTracker;
  registerCombatRequests();
  registerTrackerRefresh();
  Hooks.on("createCombatant", (combatant, _options, userId) => {
    void syncNewCombatant(combatant as Combatant.Implementation);
    onCombatantCreated(combatant as Combatant.Implementation, userId);
  });
  Hooks.on("updateCombatant", (combatant, changed, _options, userId) => onCombatantUpdated(combatant as Combatant.Implementation, changed, userId));
  Hooks.on("updateCombat", (combat, changed, _options, userId) => judgePlayerClock(combat as Combat.Implementation, changed, userId));
  context.addTemplates(INITIATIVE_CARD_TEMPLATE, TRACKER_TEMPLATES.banner, TRACKER_TEMPLATES.controls);
}
