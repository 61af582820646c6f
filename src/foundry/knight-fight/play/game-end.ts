import { decideOutcome } from "../../../rules/knight-fight/outcome";
import type { KfOutcome, KfState } from "../../../rules/knight-fight/state";
import { SYSTEM_ID, templatePath } from "../../constants";
import { ShelfWarsCombat } from "../../combat/combat-document";
import { readAnnouncedResult } from "../../combat/flags";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { isKfFigureType, isKfForceType } from "../documents/actor-types";
import { forceOfFigure, forcePool } from "../documents/force-of";
import { figureSourceOf, forcesInCombat } from "../combat/figures";
import { gameEndContext } from "./game-end-context";
import { isActiveGm } from "../../active-gm";

export const END_COMBAT_ACTION = "kf-end-combat";

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

/** Per combat, this client's last check: checks run one after another, each reading the record the one before wrote. */
const checks = new Map<string, Promise<unknown>>();

/** The combats an actor's change may end: started Knight Fight combats holding the figure, or the force's figures. */
function combatsTouching(actor: Actor.Implementation): Combat.Implementation[] {
  const combats: Combat.Implementation[] = [];
  for (const combat of game.combats ?? []) if (combat instanceof ShelfWarsCombat && combat.started) combats.push(combat as unknown as Combat.Implementation);
  if (isKfFigureType(actor.type)) return combats.filter((c) => c.combatants.some((x) => x.actor?.uuid === actor.uuid));
  return combats.filter((c) => forcesInCombat(c).some((force) => force.uuid === actor.uuid));
}

/**
 * Announces the end of the game once per game end (active GM only), with a button offering to end
 * the combat. The result announced is recorded on the Combat, which only a GM writes, so a reload
 * or another GM's client does not announce it again; when the game is no longer over (a pool
 * adjusted, a kill undone) the record is cleared, and the next end is announced afresh.
 */
export async function announceGameEnd(combat: Combat.Implementation): Promise<ChatMessage.Implementation | null> {
  const id = combat.id ?? "";
  const check = (checks.get(id) ?? Promise.resolve()).catch(() => undefined).then(() => announceUnlessRecorded(combat));
  checks.set(id, check);
  return check;
}

async function announceUnlessRecorded(combat: Combat.Implementation): Promise<ChatMessage.Implementation | null> {
  const result = outcomeOfCombat(combat);
  const recorded = readAnnouncedResult(combat);
  const key = result ? JSON.stringify(result.outcome) : null;
  if (key === recorded) return null;
  const written = await combat.update({ flags: { [SYSTEM_ID]: { result: key } } });
  if (!written || !result) return null;
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(KF_CARD_TEMPLATES.gameEnd), { ...gameEndContext(result.outcome, result.names) });
  const message = await ChatMessage.implementation.create({
    content,
    speaker: ChatMessage.implementation.getSpeaker({ alias: game.i18n?.localize("SHELFWARS.Combat.Initiative.Speaker") ?? "" }),
    flags: { [SYSTEM_ID]: { gameEnd: { combatId: combat.id ?? "" } } },
  } as ChatMessage.CreateData);
  return message ?? null;
}

/** updateActor: a pool or a kill changed; the game may be over (checked on the active GM's client). */
export function onKfGameChange(actor: Actor.Implementation): void {
  if (!isActiveGm() || (!isKfFigureType(actor.type) && !isKfForceType(actor.type))) return;
  for (const combat of combatsTouching(actor)) void announceGameEnd(combat);
}

interface RenderedMessage {
  readonly author: { isGM?: boolean } | null;
  getFlag(scope: string, key: string): unknown;
}

/**
 * renderChatMessageHTML: the game-end message's "End the combat" button works only for a GM, and
 * only on a message a GM's client posted (a player can write any flags on their own messages).
 */
export function decorateGameEnd(message: RenderedMessage, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>(`[data-action="${END_COMBAT_ACTION}"]`);
  if (!button) return;
  const flag = message.getFlag(SYSTEM_ID, "gameEnd") as { combatId?: unknown } | undefined;
  const combatId = typeof flag?.combatId === "string" ? flag.combatId : null;
  if (!game.user?.isGM || !message.author?.isGM || !combatId) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void endCombatFrom(message);
  });
}

/** The button's work: the GM ends the combat through core's own control (which asks to confirm). */
export async function endCombatFrom(message: RenderedMessage): Promise<boolean> {
  const flag = message.getFlag(SYSTEM_ID, "gameEnd") as { combatId?: unknown } | undefined;
  if (!game.user?.isGM || !message.author?.isGM || typeof flag?.combatId !== "string") return false;
  const combat = game.combats?.get(flag.combatId);
  if (!combat) return false;
  await combat.endCombat();
  return true;
}
