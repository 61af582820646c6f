import { ShelfWarsCombat, activationConfigOf } from "./combat-document";
import { isActiveGm } from "../shared/active-gm";
import { readActivationState } from "../shared/combat-flags";
import { automationLevel } from "../settings/registry";
import { GAME_STATE_CHECK, type Finding } from "../guard/judge";
import { guardFieldKey } from "../guard/rule-owned";
import { reportFindings } from "../guard/report";
import { inWriteLine } from "../guard/write-queue";
import { localize } from "../shared/i18n";

const ROUND_FIELD = { path: "round", kind: "state", actorTypes: [], label: guardFieldKey("Round") } as const;
const TURN_FIELD = { path: "turn", kind: "state", actorTypes: [], label: guardFieldKey("Turn") } as const;

/** The turn the tracker points at: the activating figure's row, or none between activations. */
function trackerTurn(combat: ShelfWarsCombat): number | null {
  const active = readActivationState(combat as Combat.Implementation)?.active;
  const index = active ? combat.turns.findIndex((c) => c.id === active) : -1;
  return index >= 0 ? index : null;
}

/**
 * The game clock is the table's. Core lets any user write a combat's `round` and `turn` (its
 * `_canChangeRound` / `_canChangeTurn` return true, and the server runs core's base check, not a
 * system's), so a player's client can move a tracker combat's clock. Nothing that names an
 * activation reads those fields (`tableRound`), and the active GM's client answers the write:
 * at enforce it puts back the round and turn the tracker holds, at warn it tells the GMs.
 */
export function judgePlayerClock(combat: Combat.Implementation, changed: unknown, userId: string): void {
  const user = game.users?.get(userId);
  if (!isActiveGm() || !(combat instanceof ShelfWarsCombat) || !user || user.isGM) return;
  if (typeof changed !== "object" || changed === null || !("round" in changed || "turn" in changed)) return;
  const config = activationConfigOf(combat);
  if (!config || !readActivationState(combat)) return;
  const level = automationLevel(config.ruleset, GAME_STATE_CHECK);
  if (level === "off") return;
  const expected = { round: combat.tableRound, turn: trackerTurn(combat) };
  const findings: Finding[] = [
    ...(combat.round !== expected.round ? [{ field: ROUND_FIELD, before: expected.round, after: combat.round, foreign: [] }] : []),
    ...(combat.turn !== expected.turn ? [{ field: TURN_FIELD, before: expected.turn, after: combat.turn, foreign: [] }] : []),
  ];
  if (findings.length === 0) return;
  if (level === "enforce") {
    void inWriteLine(async () => {
      if (combat.round === expected.round && combat.turn === expected.turn) return;
      // The clock as it was: no turn or round events, no world time.
      await combat.update({ round: expected.round, turn: expected.turn }, { direction: combat.round > expected.round ? -1 : 1, worldTime: { delta: 0 }, turnEvents: false } as never);
    }).catch((error: unknown) => console.error("Shelf Wars | the guard could not put back the combat's round and turn", error));
  }
  void reportFindings(level, user, localize("SHELFWARS.Guard.TheCombat"), findings).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}
