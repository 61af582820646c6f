import { endActivation, turnOf, type HudRuleset } from "../../hud/hud-ruleset";
import { readActivationState, tableRound } from "../../shared/combat-flags";
import { pmPhaseOf } from "../combat/phases";
import { isPmFigureType } from "../documents/actor-types";
import { assessPmRoute } from "../movement/move-check";
import { pmHudDecisions } from "./hud-actions";
import { openSingDialog } from "./sing-dialog";
import { hasSung } from "../table/sing-turn";

/** Inches walked this activation (the token's movement history, then where it stands) and its allowance. */
function pmWalked(token: TokenDocument.Implementation): { distance: number; allowance: number } | null {
  // v13 documents `TokenDocument#movementHistory` as an array of waypoints; fvtt-types 13.345.1 types it as one.
  const history = (token.movementHistory as unknown as readonly { x: number; y: number }[] | undefined) ?? [];
  const assessment = assessPmRoute(token, [...history.map(({ x, y }) => ({ x, y })), { x: token.x, y: token.y }]);
  return assessment ? { distance: assessment.distance, allowance: assessment.allowance } : null;
}

/** Precious Moments in the token HUD: Sing, inches left, End activation. */
export const PRECIOUS_MOMENTS_HUD: HudRuleset = {
  id: "precious-moments",
  isFigure: (actor) => isPmFigureType(actor.type),
  decisions(figure) {
    const turn = turnOf(figure);
    const state = turn ? readActivationState(turn.combat) : null;
    const sung = turn?.combat.id && state ? hasSung({ combatId: turn.combat.id, combatantId: turn.combatantId, round: tableRound(turn.combat), phase: state.phase }) : false;
    return pmHudDecisions({
      owner: figure.actor.isOwner,
      defeated: (figure.actor.system as unknown as { inHeaven: boolean }).inHeaven || turn?.defeated === true,
      inCombat: turn !== null,
      phase: turn ? pmPhaseOf(turn.combat) : null,
      activating: turn?.activating === true,
      sung,
      walked: turn ? pmWalked(figure.token) : null,
    });
  },
  run: {
    sing: ({ actor }) => openSingDialog(actor),
    endActivation,
  },
  dialogAction: () => "sing",
};
