import { activationConfigOf } from "./combat-document";
import { rulesetOfActorType } from "./activation-config";

/**
 * A ruleset whose tracker shows actors' values (Knight Fight's pools, action points and danger,
 * Precious Moments' Value per choir) has its tracker drawn again when one of its actors changes.
 */
export function registerTrackerRefresh(): void {
  Hooks.on("updateActor", (actor) => {
    const tracker = ui.combat;
    const combat = tracker?.viewed;
    if (!tracker?.rendered || !combat) return;
    const config = activationConfigOf(combat as Combat.Implementation);
    if (!config || (!config.trackerNotes && !config.combatantNotes)) return;
    if (rulesetOfActorType(actor.type) === config.ruleset) void tracker.render();
  });
}
