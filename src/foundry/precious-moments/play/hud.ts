import { routeThisActivation } from "../../canvas/move-record";
import { endActivation, turnOf, type HudRuleset } from "../../hud/hud-ruleset";
import { readActivationState, tableRound } from "../../shared/combat-flags";
import { pmPhaseOf } from "../combat/phases";
import { isPmFigureType } from "../documents/actor-types";
import { assessPmRoute } from "../movement/move-check";
import { pmHudDecisions } from "./hud-actions";
import { openSingDialog } from "./sing-dialog";
import { hasSung } from "../table/sing-turn";

/** Inches walked this activation (what the GM's client let it walk, then where it stands) and its allowance. */
function pmWalked(token: TokenDocument.Implementation): { distance: number; allowance: number } | null {
  const walked = token.parent?.id && token.id ? routeThisActivation(token.parent.id, token.id) : [];
  const assessment = assessPmRoute(token, [...walked, { x: token.x, y: token.y }]);
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
