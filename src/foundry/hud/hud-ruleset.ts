import type { RulesetId } from "../shared/constants";
import { requestEndActivation } from "../combat/request-client";
import { figureTurnOf, type FigureTurn } from "./figure-turn";
import type { HudActionId, HudDecision } from "./hud-decision";

/** The figure a HUD is bound to: its actor and the token on the scene. */
export interface HudFigure {
  readonly actor: Actor.Implementation;
  readonly token: TokenDocument.Implementation;
}

export type Runner = (figure: HudFigure) => Promise<unknown>;

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

export function sourceOf<T>(actor: Actor.Implementation): T {
  return (actor.system as unknown as { _source: T })._source;
}

export function turnOf(figure: HudFigure): FigureTurn | null {
  return figureTurnOf(figure.actor.uuid, figure.token.id ?? null);
}

/** Ends the figure's running activation through the GM, as the tracker's button and Shift+E do. */
export async function endActivation(figure: HudFigure): Promise<void> {
  const turn = turnOf(figure);
  if (turn?.combat.id) await requestEndActivation(turn.combat.id, turn.combatantId);
}
