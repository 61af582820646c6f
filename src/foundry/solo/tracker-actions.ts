import type { TrackerAction } from "../combat/activation-config";
import type { BannerExtra } from "../combat/banner-extras";
import { sideKeyOf } from "../combat/groups";
import { readActivationState } from "../shared/combat-flags";
import { setTablePaused, soloHoldOf, tableMayAct, takeOverActivation } from "./solo-state";
import { tablePlaysIn, tablePolicyOf } from "./table-sides";
import { wakeTable } from "./table-player";

/** Banner buttons of solo play are told from a ruleset's own by this prefix. */
export const SOLO_ACTION_PREFIX = "solo:";
const PAUSE = `${SOLO_ACTION_PREFIX}pause`;
const RESUME = `${SOLO_ACTION_PREFIX}resume`;
const TAKE_OVER = `${SOLO_ACTION_PREFIX}take-over`;

const localise = (key: string): string => game.i18n?.localize(`SHELFWARS.Solo.Tracker.${key}`) ?? key;

/** Is the running activation one of a side the table plays? */
function tableActivating(combat: Combat.Implementation): boolean {
  const active = readActivationState(combat)?.active;
  const combatant = active ? combat.combatants.get(active) : undefined;
  return !!combatant && tablePolicyOf(sideKeyOf(combatant as Combatant.Implementation) ?? "") !== null;
}

/** The GM's solo buttons in the tracker's banner: pause or play on, and take over the table's running activation. */
export function soloTrackerActions(combat: Combat.Implementation, user: User.Implementation): TrackerAction[] {
  if (!user.isGM || !combat.started || !tablePlaysIn(combat)) return [];
  const hold = soloHoldOf(combat);
  const actions: TrackerAction[] = hold.paused
    ? [{ id: RESUME, label: localise("Resume"), icon: "fa-solid fa-play" }]
    : [{ id: PAUSE, label: localise("Pause"), icon: "fa-solid fa-pause" }];
  if (!hold.paused && tableActivating(combat) && tableMayAct(combat)) actions.push({ id: TAKE_OVER, label: localise("TakeOver"), icon: "fa-solid fa-hand" });
  return actions;
}

/** The banner's notes on the table: paused (and why it stopped, when it stopped by itself), or a GM playing its activation. */
export function soloTrackerNotes(combat: Combat.Implementation): string[] {
  if (!combat.started || !tablePlaysIn(combat)) return [];
  const hold = soloHoldOf(combat);
  if (hold.paused) return [hold.stopped ? `${localise("Paused")} ${hold.stopped}` : localise("Paused")];
  if (tableActivating(combat) && !tableMayAct(combat)) return [localise("TakenOver")];
  return [];
}

/** Runs a solo button (a GM's click; checked again here, as a click proves nothing). */
export async function runSoloAction(combat: Combat.Implementation, id: string): Promise<void> {
  if (!game.user?.isGM) return;
  if (id === PAUSE) await setTablePaused(combat, true);
  else if (id === RESUME) await setTablePaused(combat, false);
  else if (id === TAKE_OVER) await takeOverActivation(combat);
  wakeTable();
}

/** Solo play's part in the tracker's banner. */
export const SOLO_BANNER: BannerExtra = { prefix: SOLO_ACTION_PREFIX, notes: soloTrackerNotes, actions: soloTrackerActions, run: runSoloAction };
