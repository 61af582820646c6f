import { decorateEndCombat, endCombatFrom as endCombatFromMessage, type EndCombatMessage } from "../../chat/end-combat-button";
import { decideOutcome } from "../../../rules/knight-fight/outcome";
import type { KfOutcome, KfState } from "../../../rules/knight-fight/state";
import { templatePath } from "../../shared/constants";
import { ShelfWarsCombat } from "../../combat/combat-document";
import { announceResultOnce } from "../../combat/result-record";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { isKfFigureType, isKfForceType } from "../documents/actor-types";
import { forceOfFigure, forcePool } from "../documents/force-of";
import { figureSourceOf, forcesInCombat } from "../combat/figures";
import { gameEndContext } from "./game-end-context";
import { kfLocalize } from "../documents/labels";
import { sideColourOfActor } from "../../sides/side-colour-of";
import { isActiveGm } from "../../shared/active-gm";
import { postNotice, type NoticeKind } from "../../shared/notices";

export const END_COMBAT_ACTION = "kf-end-combat";
/** Where the message names the combat its button ends. */
const GAME_END_FLAG = "gameEnd";

/**
 * The game's result in a combat (DECISIONS "Game end"): a force whose pool is empty or whose
 * figures in the combat are all killed has lost; both at once is a draw.
 */
export function outcomeOfCombat(combat: Combat.Implementation): { outcome: KfOutcome; names: Map<string, string> } | null {
  const forces = forcesInCombat(combat);
  if (forces.length < 2) return null;
  const sides = forces.map((force) => ({ id: force.uuid, name: force.name ?? "", pool: forcePool(force as never) }));
  const figures = combat.combatants.contents.flatMap((combatant) => {
    const source = figureSourceOf(combatant);
    const side = combatant.actor ? forceOfFigure(combatant.actor.uuid)?.uuid : undefined;
    return source && side ? [{ side, alive: source.killed < 1 }] : [];
  });
  const outcome = decideOutcome({ sides, figures } as unknown as Pick<KfState, "sides" | "figures">);
  return outcome ? { outcome, names: new Map(sides.map((s) => [s.id, s.name])) } : null;
}

/** Each force's colour, by its uuid. */
function sideColours(names: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...names.keys()].flatMap((uuid) => {
    const colour = sideColourOfActor(uuid);
    return colour ? [[uuid, colour] as const] : [];
  }));
}

/** The combats an actor's change may end: started Knight Fight combats holding the figure, or the force's figures. */
function combatsTouching(actor: Actor.Implementation): Combat.Implementation[] {
  const combats: Combat.Implementation[] = [];
  for (const combat of game.combats ?? []) if (combat instanceof ShelfWarsCombat && combat.started) combats.push(combat as unknown as Combat.Implementation);
  if (isKfFigureType(actor.type)) return combats.filter((c) => c.combatants.some((x) => x.actor?.uuid === actor.uuid));
  return combats.filter((c) => forcesInCombat(c).some((force) => force.uuid === actor.uuid));
}

/** Announces the end of the game once per game end (see announceResultOnce), with a button offering to end the combat. */
export function announceGameEnd(combat: Combat.Implementation): Promise<ChatMessage.Implementation | null> {
  // The record keeps the outcome alone (what earlier versions recorded too).
  return announceResultOnce(
    combat,
    (c) => outcomeOfCombat(c)?.outcome ?? null,
    async (outcome) => {
      const names = outcomeOfCombat(combat)?.names ?? new Map<string, string>();
      const content = await foundry.applications.handlebars.renderTemplate(templatePath(KF_CARD_TEMPLATES.gameEnd), { ...gameEndContext(outcome, names, sideColours(names)) });
      return postNotice(KF_GAME_END_NOTICE, { content, speaker: ChatMessage.implementation.getSpeaker({ alias: kfLocalize("Outcome.Speaker") }), data: { combatId: combat.id ?? "" } });
    },
  );
}

/** updateActor: a pool or a kill changed; the game may be over (checked on the active GM's client). */
export function onKfGameChange(actor: Actor.Implementation): void {
  if (!isActiveGm() || (!isKfFigureType(actor.type) && !isKfForceType(actor.type))) return;
  for (const combat of combatsTouching(actor)) void announceGameEnd(combat);
}

/** renderChatMessageHTML: "End the combat" on the game-end message, for a GM, on a GM-posted message only. */
export function decorateGameEnd(message: EndCombatMessage, html: HTMLElement): void {
  decorateEndCombat(message, html, END_COMBAT_ACTION, GAME_END_FLAG);
}

export function endCombatFrom(message: EndCombatMessage): Promise<boolean> {
  return endCombatFromMessage(message, GAME_END_FLAG);
}

/** The game's end, with "End the combat" for a GM. */
export const KF_GAME_END_NOTICE: NoticeKind = { flag: GAME_END_FLAG, decorate: decorateGameEnd };
