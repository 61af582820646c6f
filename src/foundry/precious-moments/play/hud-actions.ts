import { commonChecks, firstReason, type HudCommon, type HudDecision } from "../../hud/hud-decision";
import type { PmPhase } from "../combat/phases";

/** What the Precious Moments HUD reads of a figure, as plain data (src/foundry/hud/rulesets.ts reads it). */
export interface PmHudState extends HudCommon {
  /** It stands in a started combat; outside one it sings whenever the singing-turn check lets it. */
  readonly inCombat: boolean;
  /** The combat's phase, null outside a round. */
  readonly phase: PmPhase | null;
  readonly activating: boolean;
  /** It has sung in this singing phase (the GM's ledger records it). */
  readonly sung: boolean;
  /** Inches walked this activation, and its Brightness (the allowance); null when movement is not measured. */
  readonly walked: { readonly distance: number; readonly allowance: number } | null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The Precious Moments figure's actions (DECISIONS "Singing phase", "Movement phase"): Sing in
 * the singing phase, once, while activating; the inches left to move in the movement phase; End
 * activation while activating. Outside a combat it may sing (the sheet's rule).
 */
export function pmHudDecisions(state: PmHudState): HudDecision[] {
  const activating = [[state.inCombat && !state.activating, "notActivating"]] as const;
  const sing = firstReason([...commonChecks(state), [state.inCombat && state.phase !== "singing", "wrongPhase"], ...activating, [state.sung, "alreadySung"]]);
  const move = firstReason([...commonChecks(state), [!state.inCombat || state.phase !== "movement", "wrongPhase"], ...activating]);
  const allowance = state.walked?.allowance ?? 0;
  const left = state.walked ? round(Math.max(0, allowance - state.walked.distance)) : 0;
  return [
    { id: "sing", reason: sing },
    { id: "move", reason: move, budget: { unit: "inches", left, of: allowance } },
    { id: "endActivation", reason: firstReason([...commonChecks(state), [!state.activating, "notActivating"]]) },
  ];
}
