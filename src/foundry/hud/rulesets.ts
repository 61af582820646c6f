import type { RulesetId } from "../shared/constants";
import { requestEndActivation } from "../combat/request-client";
import { amHudDecisions } from "../angry-miniatures/play/hud-actions";
import { actionTaken } from "../chat/roll-record";
import { isAmFigureType } from "../angry-miniatures/documents/actor-types";
import { openAttackDialog as openAmAttackDialog } from "../angry-miniatures/play/attack-dialog";
import { figureHealthOf } from "../angry-miniatures/play/scene-figures";
import { kfHudDecisions } from "../knight-fight/play/hud-actions";
import { isKfFigureType } from "../knight-fight/documents/actor-types";
import { forceOfFigure } from "../knight-fight/documents/force-of";
import { figureSheetActions } from "../knight-fight/play/sheet-actions";
import type { KfFigureSource } from "../../data/knight-fight/figure-source";
import { pmHudDecisions } from "../precious-moments/play/hud-actions";
import { isPmFigureType } from "../precious-moments/documents/actor-types";
import { pmPhaseOf } from "../precious-moments/combat/phases";
import { assessPmRoute } from "../precious-moments/movement/move-check";
import { openSingDialog } from "../precious-moments/play/sing-dialog";
import { hasSung } from "../precious-moments/play/sing-turn";
import { readActivationState } from "../shared/combat-flags";
import { figureTurnOf, type FigureTurn } from "./figure-turn";
import type { HudActionId, HudDecision } from "./hud-decision";

/** The figure a HUD is bound to: its actor and the token on the scene. */
export interface HudFigure {
  readonly actor: Actor.Implementation;
  readonly token: TokenDocument.Implementation;
}

type Runner = (figure: HudFigure) => Promise<unknown>;

/** One ruleset's part in the HUD: which figures, what they may do now, and what each button runs. */
export interface HudRuleset {
  readonly id: RulesetId;
  isFigure(actor: Actor.Implementation): boolean;
  decisions(figure: HudFigure): HudDecision[];
  /** The entry points the figure sheets (and the tracker) use, by action; the move budget has none. */
  readonly run: Partial<Record<HudActionId, Runner>>;
  /** The action dialog the keybinding opens, given what the HUD decides now. */
  dialogAction(decisions: readonly HudDecision[]): HudActionId;
}

function sourceOf<T>(actor: Actor.Implementation): T {
  return (actor.system as unknown as { _source: T })._source;
}

function turnOf(figure: HudFigure): FigureTurn | null {
  return figureTurnOf(figure.actor.uuid, figure.token.id ?? null);
}

/** Ends the figure's running activation through the GM, as the tracker's button and Shift+E do. */
async function endActivation(figure: HudFigure): Promise<void> {
  const turn = turnOf(figure);
  if (turn?.combat.id) await requestEndActivation(turn.combat.id, turn.combatantId);
}

const knightFight: HudRuleset = {
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

const angryMiniatures: HudRuleset = {
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
    attack: ({ actor }) => openAmAttackDialog(actor),
    endActivation,
  },
  dialogAction: () => "attack",
};

/** Inches walked this activation (the token's movement history, then where it stands) and its allowance. */
function pmWalked(token: TokenDocument.Implementation): { distance: number; allowance: number } | null {
  // v13 documents `TokenDocument#movementHistory` as an array of waypoints; fvtt-types 13.345.1 types it as one.
  const history = (token.movementHistory as unknown as readonly { x: number; y: number }[] | undefined) ?? [];
  const assessment = assessPmRoute(token, [...history.map(({ x, y }) => ({ x, y })), { x: token.x, y: token.y }]);
  return assessment ? { distance: assessment.distance, allowance: assessment.allowance } : null;
}

const preciousMoments: HudRuleset = {
  id: "precious-moments",
  isFigure: (actor) => isPmFigureType(actor.type),
  decisions(figure) {
    const turn = turnOf(figure);
    const state = turn ? readActivationState(turn.combat) : null;
    const sung = turn?.combat.id && state ? hasSung({ combatId: turn.combat.id, combatantId: turn.combatantId, round: turn.combat.round, phase: state.phase }) : false;
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

export const HUD_RULESETS: readonly HudRuleset[] = [knightFight, angryMiniatures, preciousMoments];

export function hudRulesetOf(actor: Actor.Implementation): HudRuleset | null {
  return HUD_RULESETS.find((ruleset) => ruleset.isFigure(actor)) ?? null;
}
