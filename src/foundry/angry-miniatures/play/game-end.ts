import { decorateEndCombat, type EndCombatMessage } from "../../chat/end-combat-button";
import { activationConfigOf, ShelfWarsCombat } from "../../combat/combat-document";
import { sideGroups, sideKeyOf, sideRefOfGroup } from "../../combat/groups";
import { isActiveGm } from "../../shared/active-gm";
import { readDefeated } from "../../shared/combat-flags";
import { announceResultOnce } from "../../combat/result-record";
import { SYSTEM_ID, templatePath } from "../../shared/constants";
import { postNotice, type NoticeKind } from "../../shared/notices";
import { isAmFigureType } from "../documents/actor-types";
import { localize } from "../table/labels";
import { amGameEndContext, type AmOutcome } from "./game-end-context";
import { figureHealthOf } from "../table/scene-figures";

export const AM_GAME_END_TEMPLATE = "angry-miniatures/play/game-end-card.hbs";
export const AM_END_COMBAT_ACTION = "am-end-combat";
const GAME_END_FLAG = "amGameEnd";

/** Each tracker side of a started combat, and whether any of its figures still stands (Health above 0, not recorded defeated). */
function sidesStanding(combat: Combat.Implementation): Map<string, boolean> {
  const defeated = readDefeated(combat);
  const standing = new Map<string, boolean>();
  for (const combatant of combat.combatants.contents) {
    const side = sideKeyOf(combatant as Combatant.Implementation);
    const actor = combatant.actor;
    if (side === null || !actor || !isAmFigureType(actor.type)) continue;
    const up = !defeated.has(combatant.id ?? "") && figureHealthOf(actor) > 0;
    standing.set(side, (standing.get(side) ?? false) || up);
  }
  return standing;
}

/** The outcome once at most one side has a figure standing; null while two or more do, or with fewer than two sides. */
export function amOutcomeOf(combat: Combat.Implementation): AmOutcome | null {
  const standing = sidesStanding(combat);
  if (standing.size < 2) return null;
  const up = [...standing].filter(([, stands]) => stands).map(([side]) => side);
  if (up.length > 1) return null;
  const sides = [...standing.keys()];
  if (up.length === 0) return { kind: "draw", sides };
  const winner = up[0]!;
  return { kind: "win", winner, losers: sides.filter((side) => side !== winner) };
}

/** Announces the game's end once per result, with "End the combat" for a GM (see announceResultOnce). */
export function announceAmGameEnd(combat: Combat.Implementation): Promise<ChatMessage.Implementation | null> {
  return announceResultOnce(combat, amOutcomeOf, async (outcome) => {
    const names = new Map([...sideGroups(combat).values()].flatMap((group) => {
      const ref = sideRefOfGroup(group);
      return ref ? [[ref.key, { name: ref.name, ...(ref.colour ? { colour: ref.colour } : {}) }] as const] : [];
    }));
    const content = await foundry.applications.handlebars.renderTemplate(templatePath(AM_GAME_END_TEMPLATE), { ...amGameEndContext(outcome, names) });
    return postNotice(AM_GAME_END_NOTICE, { content, speaker: { alias: localize("AmPlay.GameEnd.Speaker") }, data: { combatId: combat.id ?? "" } });
  });
}

/** updateActor of a figure (a GM's accepted write): the game in its started Angry Miniatures combats may be over. */
export function onAmGameChange(actor: Actor.Implementation): void {
  if (!isActiveGm() || !isAmFigureType(actor.type)) return;
  for (const combat of game.combats ?? []) {
    if (!(combat instanceof ShelfWarsCombat) || !combat.started || activationConfigOf(combat as Combat.Implementation)?.ruleset !== "angry-miniatures") continue;
    if (combat.combatants.some((c) => c.actor?.uuid === actor.uuid)) void announceAmGameEnd(combat as unknown as Combat.Implementation);
  }
}

/** updateCombat: the tracker's record of defeated figures changed (a figure marked out, or back in): the game may be over, or no longer. */
export function onAmDefeatRecord(combat: Combat.Implementation, changed: unknown): void {
  if (!isActiveGm() || !(combat instanceof ShelfWarsCombat) || !combat.started || activationConfigOf(combat)?.ruleset !== "angry-miniatures") return;
  const flags = (changed as { flags?: Record<string, Record<string, unknown> | undefined> } | null)?.flags?.[SYSTEM_ID];
  if (flags && "defeated" in flags) void announceAmGameEnd(combat);
}

/** The game's end, with "End the combat" for a GM on a GM-posted message only. */
export const AM_GAME_END_NOTICE: NoticeKind = {
  flag: GAME_END_FLAG,
  decorate: (message, html) => decorateEndCombat(message as EndCombatMessage, html, AM_END_COMBAT_ACTION, GAME_END_FLAG),
};
