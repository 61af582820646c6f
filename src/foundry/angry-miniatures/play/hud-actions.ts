import { commonChecks, firstReason, type HudCommon, type HudDecision } from "../../hud/hud-decision";

/** What the Angry Miniatures HUD reads of a figure, as plain data (src/foundry/hud/rulesets.ts reads it). */
export interface AmHudState extends HudCommon {
  /** Its stat line is legal (the sheet offers Attack only then). */
  readonly legal: boolean;
  /** It stands in a started combat (outside one, as on the sheet, it may attack at any time). */
  readonly inCombat: boolean;
  /** It is the activating figure of that combat. */
  readonly activating: boolean;
  /** It has already attacked in this activation, by the GM's roll record (a crit's free attack is on its card). */
  readonly attacked: boolean;
}

/**
 * The Angry Miniatures figure's actions: Attack, as the sheet offers it (a legal figure with
 * Health left), in a combat only during its activation and once in it; End activation while activating.
 * Healing and upkeep are not the figure's to start: heals are a card's follow-up buttons and
 * upkeep runs when an activation starts and ends.
 */
export function amHudDecisions(state: AmHudState): HudDecision[] {
  const acting = [...commonChecks(state), [state.inCombat && !state.activating, "notActivating"]] as const;
  return [
    { id: "attack", reason: firstReason([...acting, [!state.legal, "illegal"], [state.attacked, "alreadyAttacked"]]) },
    { id: "endActivation", reason: firstReason([...commonChecks(state), [!state.activating, "notActivating"]]) },
  ];
}
