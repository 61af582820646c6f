import { actionTaken } from "../../chat/roll-record";
import { endActivation, turnOf, type HudRuleset } from "../../hud/hud-ruleset";
import { isAmFigureType } from "../documents/actor-types";
import { openAttackDialog } from "./attack-dialog";
import { amHudDecisions } from "./hud-actions";
import { figureHealthOf } from "../table/scene-figures";

/** Angry Miniatures in the token HUD: Attack, End activation. */
export const ANGRY_MINIATURES_HUD: HudRuleset = {
  id: "angry-miniatures",
  isFigure: (actor) => isAmFigureType(actor.type),
  decisions(figure) {
    const turn = turnOf(figure);
    return amHudDecisions({
      owner: figure.actor.isOwner,
      defeated: figureHealthOf(figure.actor) <= 0 || turn?.defeated === true,
      legal: (figure.actor.system as unknown as { derived: unknown }).derived !== null,
      inCombat: turn !== null,
      activating: turn?.activating === true,
      attacked: actionTaken("angry-miniatures", figure.actor.uuid, "attack"),
    });
  },
  run: {
    attack: ({ actor }) => openAttackDialog(actor),
    endActivation,
  },
  dialogAction: () => "attack",
};
