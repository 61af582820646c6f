import { RuleViolation } from "../../../rules/common/errors";
import type { FollowUpGrant } from "../../chat/card-types";
import { readLedger } from "../../chat/ledger";
import { ShelfWarsCombat } from "../../combat/combat-document";
import { tableRound } from "../../shared/combat-flags";
import { verdictFor, type AutomationLevel, type CheckVerdict } from "../../settings/automation";
import { pmPhaseOf } from "../combat/phases";

/** The follow-up kind a sing card's ledger entry carries: the GM's record that the figure has sung. */
export const SUNG_RECORD = "precious-moments-sung";

/** Which singing phase a song belongs to: the combat, the figure's combatant, the round and the phase's index. */
export interface SungKey {
  readonly combatId: string;
  readonly combatantId: string;
  readonly round: number;
  readonly phase: number;
}

/**
 * When a figure may sing (DECISIONS "Singing phase"): in a started combat it must be the
 * activating figure, in the singing phase, not yet sung in it; those are refused at every level
 * (the GM overrides the order by activating the figure from the tracker). A figure in no started
 * combat is outside the tracker: the `singingTurn` check decides (off: it sings; warn: it sings
 * and the card says so; enforce: refused).
 */
export type SingTurn =
  | { readonly kind: "combat"; readonly key: SungKey; readonly verdict: "allow" }
  | { readonly kind: "free"; readonly verdict: CheckVerdict };

function refused(code: string, message: string, name: string): RuleViolation {
  return new RuleViolation(`PreciousMoments.Singing.${code}`, `Singing: ${message}`, { name });
}

interface CombatantRef {
  readonly combat: ShelfWarsCombat;
  readonly combatantId: string;
}

/** The started Shelf Wars combat the figure's token (or, failing that, its actor) fights in. */
function combatantOf(actorUuid: string, tokenId: string): CombatantRef | null {
  for (const combat of game.combats ?? []) {
    if (!(combat instanceof ShelfWarsCombat) || !combat.started) continue;
    const combatants = combat.combatants.contents;
    const found = combatants.find((c) => c.tokenId === tokenId) ?? combatants.find((c) => c.actor?.uuid === actorUuid);
    if (found?.id) return { combat, combatantId: found.id };
  }
  return null;
}

/** Has the GM's ledger an applied song for this figure in this singing phase? */
export function hasSung(key: SungKey): boolean {
  return Object.values(readLedger()).some(
    (entry) =>
      entry.state === "applied" &&
      entry.followUps.some(
        (f) => f.kind === SUNG_RECORD && f.data.combatId === key.combatId && f.data.combatantId === key.combatantId && f.data.round === key.round && f.data.phase === key.phase,
      ),
  );
}

export function singTurnOf(singer: { readonly actorUuid: string; readonly id: string; readonly name: string }, level: AutomationLevel): SingTurn {
  const ref = combatantOf(singer.actorUuid, singer.id);
  if (!ref) return { kind: "free", verdict: verdictFor(level, false) };
  const { combat, combatantId } = ref;
  const state = combat.activationState;
  if (pmPhaseOf(combat) !== "singing" || !state) throw refused("NotSingingPhase", `${singer.name} can sing only in the singing phase.`, singer.name);
  if (state.active !== combatantId) throw refused("NotActivating", `${singer.name} is not the figure activating.`, singer.name);
  const key = { combatId: combat.id ?? "", combatantId, round: tableRound(combat as Combat.Implementation), phase: state.phase };
  if (hasSung(key)) throw refused("AlreadySung", `${singer.name} has already sung this phase.`, singer.name);
  return { kind: "combat", key, verdict: "allow" };
}

/** The ledger's record of the song, for the card's outcome. */
export function sungRecord(singerUuid: string, key: SungKey): FollowUpGrant {
  return { kind: SUNG_RECORD, actingUuids: [singerUuid], data: { ...key } };
}
