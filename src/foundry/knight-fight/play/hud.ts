import { figureTurnOf } from "../../hud/figure-turn";
import { sourceOf, type HudRuleset } from "../../hud/hud-ruleset";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import { isKfFigureType } from "../documents/actor-types";
import { forceOfFigure } from "../documents/force-of";
import { kfHudDecisions } from "./hud-actions";
import { figureSheetActions } from "./sheet-actions";

/** Knight Fight in the token HUD: Wager, Attack, moves left, Protect, End activation. */
export const KNIGHT_FIGHT_HUD: HudRuleset = {
  id: "knight-fight",
  isFigure: (actor) => isKfFigureType(actor.type),
  decisions({ actor, token }) {
    const source = sourceOf<KfFigureSource>(actor);
    const turn = figureTurnOf(actor.uuid, token.id ?? null);
    return kfHudDecisions({
      owner: actor.isOwner,
      defeated: source.killed > 0 || turn?.defeated === true,
      inForce: forceOfFigure(actor.uuid) !== null,
      activating: turn?.activating === true,
      wagered: source.wagered > 0,
      actionPoints: source.actionPoints,
      danger: source.danger.value,
    });
  },
  run: {
    wager: ({ actor }) => figureSheetActions.wager(actor),
    attack: ({ actor }) => figureSheetActions.attack(actor),
    protect: ({ actor }) => figureSheetActions.protect(actor),
    endActivation: ({ actor }) => figureSheetActions.endActivation(actor),
  },
  dialogAction: (decisions) => (decisions.find((d) => d.id === "wager")?.reason === "alreadyWagered" ? "attack" : "wager"),
};
