import { sideColourOfKey } from "../../combat/groups";
import { decorateEndCombat, endCombatFrom as endCombatFromMessage, type EndCombatMessage } from "../../chat/end-combat-button";
import { ScriptedRoller } from "../../../rules/common/dice";
import { step } from "../../../rules/precious-moments/step";
import { figuresInPlay } from "../../../rules/precious-moments/state-queries";
import type { PmOutcome, PmSide } from "../../../rules/precious-moments/types";
import { templatePath } from "../../shared/constants";
import { ShelfWarsCombat } from "../../combat/combat-document";
import { activationConfigOf } from "../../combat/combat-document";
import { pmCombatGame, type PmCombatGame } from "./combat-game";
import { pmLocalize } from "../documents/labels";
import { isPmFigureType } from "../documents/actor-types";
import { pmOutcomeCardContext, PM_OUTCOME_CARD_TEMPLATE, type PmCallReason } from "./outcome-context";
import { isActiveGm } from "../../shared/active-gm";
import { postNotice, type NoticeKind } from "../../shared/notices";

export const PM_END_COMBAT_ACTION = "pm-end-combat";
/** Where the message names the combat its button ends. */
const OUTCOME_FLAG = "pmOutcome";

/** A started combat the Precious Moments activation config runs. */
export function isPmCombat(combat: Combat.Implementation | null | undefined): combat is Combat.Implementation {
  return !!combat && combat instanceof ShelfWarsCombat && combat.started && activationConfigOf(combat as Combat.Implementation)?.ruleset === "precious-moments";
}

/** DECISIONS "Outcome": a choir with no figure left in play loses (the last choir standing wins). */
export function lastChoirStanding(pm: PmCombatGame): PmOutcome | null {
  const empty = (["a", "b"] as const).filter((side: PmSide) => figuresInPlay(pm.state, side).length === 0);
  if (empty.length !== 1) return null;
  const loser = empty[0] as PmSide;
  return { kind: "lastChoirStanding", winner: loser === "a" ? "b" : "a", loser };
}

/** DECISIONS "Outcome": a called game goes to the greater total current Value; equal is a draw (the rules' callGame). */
export function calledOutcome(pm: PmCombatGame): PmOutcome {
  const { events } = step(pm.state, { type: "callGame" }, new ScriptedRoller([]));
  const over = events.find((event) => event.type === "gameOver");
  if (!over || over.type !== "gameOver") throw new Error("Precious Moments: the rules called the game without an outcome");
  return over.outcome;
}

const announced = new Set<string>();

async function postOutcome(combat: Combat.Implementation, pm: PmCombatGame, outcome: PmOutcome, call?: { reason: PmCallReason; round?: number }): Promise<ChatMessage.Implementation | null> {
  const colours = Object.fromEntries((["a", "b"] as const).flatMap((side) => {
    const colour = sideColourOfKey(pm.keys[side]);
    return colour ? [[side, colour]] : [];
  }));
  const context = pmOutcomeCardContext(outcome, pm.state, call, colours);
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(PM_OUTCOME_CARD_TEMPLATE), { ...context });
  return postNotice(PM_OUTCOME_NOTICE, { content, speaker: { alias: pmLocalize("Outcome", "Speaker") }, data: { combatId: combat.id ?? "" } });
}

/** Announces the last choir standing once per combat (active GM only), with a button offering to end the combat. */
export async function announceLastChoirStanding(combat: Combat.Implementation): Promise<ChatMessage.Implementation | null> {
  if (!isActiveGm() || !isPmCombat(combat)) return null;
  const pm = pmCombatGame(combat);
  const outcome = pm ? lastChoirStanding(pm) : null;
  if (!pm || !outcome) return null;
  const key = `${combat.id}|${outcome.winner}`;
  if (announced.has(key)) return null;
  announced.add(key);
  return postOutcome(combat, pm, outcome);
}

/**
 * A GM calls the game (DECISIONS "Outcome"): the choirs' total current Values decide it, posted
 * on a card. Refused to players, and to combats that are not a started two-choir game.
 */
export async function callTheGame(combat: Combat.Implementation, call: { reason: PmCallReason; round?: number } = { reason: "gm" }): Promise<ChatMessage.Implementation | null> {
  if (!game.user?.isGM || !isPmCombat(combat)) return null;
  const pm = pmCombatGame(combat);
  if (!pm) {
    ui.notifications?.warn(pmLocalize("Outcome", "NotTwoChoirs"));
    return null;
  }
  return postOutcome(combat, pm, calledOutcome(pm), call);
}

/** updateActor / updateCombat: a figure's Value or the GM's defeat record changed; one choir may be left. */
export function onPmFigureChange(actor: Actor.Implementation): void {
  if (!isActiveGm() || !isPmFigureType(actor.type)) return;
  for (const combat of game.combats ?? []) {
    const c = combat as Combat.Implementation;
    if (isPmCombat(c) && c.combatants.some((x) => x.actor?.uuid === actor.uuid)) void announceLastChoirStanding(c);
  }
}

export function onPmCombatChange(combat: Combat.Implementation): void {
  if (isActiveGm() && isPmCombat(combat)) void announceLastChoirStanding(combat);
}

/** renderChatMessageHTML: "End the combat" on the outcome card, for a GM, on a GM-posted card only. */
export function decorateOutcome(message: EndCombatMessage, html: HTMLElement): void {
  decorateEndCombat(message, html, PM_END_COMBAT_ACTION, OUTCOME_FLAG);
}

export function endCombatFrom(message: EndCombatMessage): Promise<boolean> {
  return endCombatFromMessage(message, OUTCOME_FLAG);
}

/** The game's outcome, with "End the combat" for a GM. */
export const PM_OUTCOME_NOTICE: NoticeKind = { flag: OUTCOME_FLAG, decorate: decorateOutcome };
