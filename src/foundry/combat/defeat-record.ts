import { ShelfWarsCombat, activationConfigOf } from "./combat-document";
import { isActiveGm } from "../shared/active-gm";
import { readDefeated } from "../shared/combat-flags";
import { automationLevel } from "../settings/registry";
import { GAME_STATE_CHECK } from "../guard/judge";
import { guardFieldKey } from "../guard/rule-owned";
import { reportFindings } from "../guard/report";
import { inWriteLine } from "../guard/write-queue";

/**
 * A GM's change of a combatant's `defeated` (the tracker's skull, Health reaching 0, a macro)
 * becomes the tracker's record on the Combat, written by the active GM's client. A player's
 * change of their own combatant is theirs to make in Foundry, but changes nothing the tracker
 * reads.
 */
export function recordGmDefeat(combatant: Combatant.Implementation, userId: string): void {
  const combat = combatant.parent;
  if (!isActiveGm() || !(combat instanceof ShelfWarsCombat) || !combatant.id) return;
  if (!game.users?.get(userId)?.isGM) return;
  void combat.recordDefeat(combatant.id, combatant.defeated === true);
}

const DEFEATED_FIELD = { path: "defeated", kind: "state", actorTypes: [], label: guardFieldKey("Defeated") } as const;

/**
 * A player's change of their own combatant's `defeated` (Foundry lets the actor's owner write it)
 * changes nothing the tracker reads, but core shows it (the skull, the struck-out row) and counts
 * it in `isDefeated`. As a rule-owned field: at enforce the active GM's client puts it back to the
 * tracker's record (before the combat starts: to what it was), at warn it is told to the GMs.
 */
function judgePlayerDefeat(combatant: Combatant.Implementation, userId: string): void {
  const combat = combatant.parent;
  const user = game.users?.get(userId);
  if (!isActiveGm() || !(combat instanceof ShelfWarsCombat) || !combatant.id || !user || user.isGM) return;
  const config = activationConfigOf(combat as Combat.Implementation);
  if (!config) return;
  const level = automationLevel(config.ruleset, GAME_STATE_CHECK);
  if (level === "off") return;
  const after = combatant.defeated === true;
  const before = combat.started ? readDefeated(combat as Combat.Implementation).has(combatant.id) : !after;
  if (before === after) return;
  if (level === "enforce") {
    void inWriteLine(async () => {
      if ((combatant.defeated === true) !== before) await combatant.update({ defeated: before });
    }).catch((error: unknown) => console.error("Shelf Wars | the guard could not put back a combatant's defeated mark", error));
  }
  void reportFindings(level, user, combatant.name ?? "", [{ field: DEFEATED_FIELD, before, after, foreign: [] }]).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

/** updateCombatant: only changes that touch `defeated`. */
export function onCombatantUpdated(combatant: Combatant.Implementation, changed: unknown, userId: string): void {
  if (typeof changed !== "object" || changed === null || !("defeated" in changed)) return;
  recordGmDefeat(combatant, userId);
  judgePlayerDefeat(combatant, userId);
}

/** createCombatant: a figure a GM adds already defeated. */
export function onCombatantCreated(combatant: Combatant.Implementation, userId: string): void {
  if (combatant.defeated) recordGmDefeat(combatant, userId);
}
