import { commonChecks, firstReason, type HudCommon, type HudDecision } from "../../hud/hud-decision";

/** What the Knight Fight HUD reads of a figure, as plain data (src/foundry/hud/rulesets.ts reads it). */
export interface KfHudState extends HudCommon {
  /** It fights for a force (only a force's figures can wager its dice). */
  readonly inForce: boolean;
  /** It is the activating figure of a started combat. */
  readonly activating: boolean;
  readonly wagered: boolean;
  readonly actionPoints: number;
  readonly danger: number;
}

/**
 * The Knight Fight figure's actions, as its sheet offers them (documents/figure-sheet-context.ts):
 * wager once an activation, then each action point buys a move, an attack or a Protect; End
 * activation while activating. The move budget is the action points left.
 */
export function kfHudDecisions(state: KfHudState): HudDecision[] {
  const acting = [...commonChecks(state), [!state.activating, "notActivating"]] as const;
  const spending = [...acting, [!state.wagered, "notWagered"], [state.actionPoints <= 0, "noPoints"]] as const;
  return [
    { id: "wager", reason: firstReason([...acting, [state.wagered, "alreadyWagered"], [!state.inForce, "noForce"]]) },
    { id: "attack", reason: firstReason(spending) },
    { id: "move", reason: firstReason(spending), budget: { unit: "points", left: Math.max(0, state.actionPoints), of: Math.max(0, state.actionPoints) } },
    { id: "protect", reason: firstReason([...spending, [state.danger <= 0, "noDanger"]]) },
    { id: "endActivation", reason: firstReason(acting) },
  ];
}
