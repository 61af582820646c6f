import { RuleViolation } from "../../../rules/common/errors";
import { APPLY_ACTION } from "../../chat/card-render";
import { appliedCardOf } from "../../chat/ledger";
import { parseCardFlag } from "../../chat/card-parse";
import type { CardFlag } from "../../chat/card-types";
import { deriveChecked } from "../../chat/card-authority";
import { owns } from "../../shared/ownership";
import { rewriteCard } from "../../chat/cards";
import { SYSTEM_ID } from "../../shared/constants";
import { topUpRecordedDice } from "../../dice/foundry-roller";
import { connectedOwner, partyRollFormula } from "../../dice/party-dice";
import { GAME_STATE_CHECK } from "../../guard/judge";
import { localiseError, registerGmRequest, requestGm } from "../../relay/relay";
import { automationLevel } from "../../settings/registry";
import { answeredOf, askedOf, parseAttackInputs, replayAttack, sessionOf, type AttackInputs } from "../cards/attack-kind";
import { isId, type CoverAnswer } from "../cards/inputs";
import { AM_CARD_KINDS } from "../cards/kind-names";
import { ATTACK_CARD_TEMPLATE } from "./attack-roll";
import { attackCardContext, COVER_BUTTON_ACTION, squareLabel } from "../table/card-context";
import { runExchange } from "../table/exchange";
import { format } from "../table/labels";

/**
 * Cover the table cannot show (a judgement: a statue painted on the map) is the defender's side's
 * to say on the attack card, never the attacker's: an owner of the defender or a GM answers "in
 * cover" or "not in cover". The active GM's client checks who answers and records the answer on its
 * own card; "in cover" rolls the one more defence die the rules now ask for (the card's dice keep
 * their order; nobody picks). A player applies the card only once every question not theirs is
 * answered (see the attack kind's `checkApplier`); a GM may at any time. Only while the card is
 * pending: once applied, its outcome stands.
 */
export const AM_CONFIRM_COVER = "angry-miniatures.cover";
export const COVER_ACTION = COVER_BUTTON_ACTION;

function refused(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AmPlay.Cover.${code}`, `Angry Miniatures cover: ${message}`, data);
}

interface CoverRequest {
  readonly messageId: string;
  readonly defenderId: string;
  readonly inCover: boolean;
}

function parseRequest(payload: unknown): CoverRequest {
  const { messageId, defenderId, inCover } = (typeof payload === "object" && payload !== null ? payload : {}) as Record<string, unknown>;
  if (!isId(messageId) || !isId(defenderId) || typeof inCover !== "boolean") throw refused("BadRequest", "malformed request.");
  return { messageId, defenderId, inCover };
}

/** The attack card a request names: an Angry Miniatures attack the GM's client posted, still pending. */
function pendingAttackCard(messageId: string): { message: ChatMessage.Implementation; card: CardFlag; inputs: AttackInputs } {
  const message = game.messages?.get(messageId);
  const card = message ? parseCardFlag(message.getFlag(SYSTEM_ID, "card")) : undefined;
  if (!message || card?.ruleset !== "angry-miniatures" || card.kind !== AM_CARD_KINDS.attack) throw refused("NotAttackCard", "not an attack card.");
  if (!message.author?.isGM) throw refused("NotGmCard", "only a card the GM's client rolled takes an answer.");
  const entry = appliedCardOf(messageId);
  if (entry) throw refused("Settled", `the card is already ${entry.state}.`, { state: game.i18n!.localize(`SHELFWARS.Card.State.${entry.state}`) });
  return { message, card, inputs: parseAttackInputs(card.inputs) };
}

/** On the active GM's client: records a defender's side's answer on a pending attack card. */
export async function answerCover(payload: unknown, requester: User.Implementation): Promise<void> {
  const request = parseRequest(payload);
  const { message, card, inputs } = pendingAttackCard(request.messageId);
  // The rewrite derives from the table as it stands: never from one changed since the roll (a build
  // edited after seeing the dice), which would re-word the card to match.
  await deriveChecked(message, card);
  const { table, exchange } = replayAttack(inputs, message.rolls);
  const defender = table.figures.find((f) => f.id === request.defenderId);
  const defends = exchange.events.some((e) => e.type === "contest" && e.defenderId === request.defenderId);
  if (!defender || !defends) throw refused("NotADefender", "that figure does not defend.", { figure: defender?.name ?? request.defenderId });
  if (!(await owns(requester, defender.actorUuid))) {
    throw refused("NotDefenderOwner", "only the defender's owner or a GM may answer whether it is in cover.", { figure: defender.name, user: requester.name ?? "" });
  }
  if (answeredOf(inputs).includes(defender.id)) throw refused("AlreadyAnswered", "its side has already answered.", { figure: defender.name });
  if (!askedOf(inputs, exchange).includes(defender.id)) throw refused("AlreadyInCover", "already in cover, or cover does not count for it.", { figure: defender.name });

  const answers: CoverAnswer[] = [...(inputs.coverAnswers ?? []), { figure: defender.id, inCover: request.inCover, user: requester.id ?? "" }];
  const next: AttackInputs = { ...inputs, coverAnswers: answers };
  const session = sessionOf(table, next);
  const setup = session.setup();
  const actorOf = (id: string) => table.figures.find((f) => f.id === id)?.actorUuid;
  // When players roll, each new die is rolled by its side: the defender's owner, the attacker's.
  const acting = connectedOwner(session.attacker?.actorUuid);
  const previous = sessionOf(table, inputs).setup();
  const { result, rolls } = await topUpRecordedDice(
    (roller) => runExchange(setup, roller),
    (roller) => runExchange(previous, roller),
    message.rolls,
    { denomination: "p" },
    partyRollFormula(acting, actorOf),
  );
  // Waiting for a player's die is time for that player to edit a figure: the table must still be the one checked above.
  await deriveChecked(message, card);
  const square = setup.attackType === "magic" ? setup.targetSquare : undefined;
  const warnings = (session.legality()?.findings ?? []).map((f) => format(f.code, f.data));
  const coverAnswers = answers.map((answer) => ({ ...answer, userName: game.users?.get(answer.user)?.name ?? answer.user }));
  const context = attackCardContext(result, table.figures, { warnings, coverAnswers, ...(square ? { square: squareLabel(square, table.firstSquare) } : {}) });
  await rewriteCard(message, {
    ruleset: "angry-miniatures",
    kind: AM_CARD_KINDS.attack,
    inputs: { ...next },
    template: ATTACK_CARD_TEMPLATE,
    context: { ...context },
    rolls,
  });
}

/** A player's (or GM's) click: asks the active GM's client to record whether the defender is in cover. */
export function askToAnswerCover(messageId: string, defenderId: string, inCover: boolean): Promise<void> {
  return requestGm<CoverRequest, void>(AM_CONFIRM_COVER, { messageId, defenderId, inCover });
}

/** What the buttons read of the rendered message. */
interface RenderedMessage {
  readonly id: string | null;
  readonly author: { readonly isGM?: boolean } | null;
  getFlag(scope: string, key: string): unknown;
}

/** May this user answer for a defender: a GM, or an owner of the defender's token's actor (a display only; the GM's client checks again). */
function mayAnswer(card: CardFlag, defenderId: string): boolean {
  if (game.user?.isGM) return true;
  const sceneId = typeof card.inputs.sceneId === "string" ? card.inputs.sceneId : "";
  const actor = game.scenes?.get(sceneId)?.tokens.get(defenderId)?.actor;
  return actor?.isOwner === true;
}

function wireAnswer(message: RenderedMessage, button: HTMLButtonElement, defenderId: string, siblings: readonly HTMLButtonElement[]): void {
  const inCover = button.dataset.cover === "yes";
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    for (const b of siblings) b.disabled = true;
    try {
      await askToAnswerCover(message.id!, defenderId, inCover);
    } catch (error) {
      for (const b of siblings) b.disabled = false;
      if (!(error instanceof RuleViolation)) throw error;
      ui.notifications?.warn(localiseError({ code: error.code, data: { ...error.data } }));
    }
  });
}

/**
 * `renderChatMessageHTML` handler for a pending attack card the GM's client posted: a defender's
 * cover question keeps its answer buttons for a GM or the defender's owner only, and the Apply
 * button waits, for a player, while a question is open that is not theirs to answer. On any other
 * card, and once the card is settled, the questions are removed. Runs after the shared card
 * controls are wired (the system registers the shared services before the rulesets).
 */
export function decorateCoverButtons(message: RenderedMessage, html: HTMLElement): void {
  const questions = [...html.querySelectorAll<HTMLElement>("[data-cover-question]")];
  if (questions.length === 0) return;
  const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"));
  const open = !!message.id && !!card && card.ruleset === "angry-miniatures" && card.kind === AM_CARD_KINDS.attack && message.author?.isGM === true && !appliedCardOf(message.id);
  let waiting = false;
  for (const question of questions) {
    const defenderId = question.dataset.figure;
    if (!open || !card || !defenderId) {
      question.remove();
      continue;
    }
    const buttons = [...question.querySelectorAll<HTMLButtonElement>(`button[data-action="${COVER_ACTION}"]`)];
    if (!mayAnswer(card, defenderId)) {
      for (const button of buttons) button.remove();
      waiting = true;
      continue;
    }
    for (const button of buttons) wireAnswer(message, button, defenderId, buttons);
  }
  const apply = html.querySelector<HTMLButtonElement>(`button[data-action="${APPLY_ACTION}"]`);
  if (apply && waiting && !game.user?.isGM && automationLevel("angry-miniatures", GAME_STATE_CHECK) !== "off") {
    apply.disabled = true;
    apply.dataset.tooltip = game.i18n!.localize("SHELFWARS.AmPlay.Cover.WaitingTooltip");
  }
}

export function registerCoverConfirmation(): void {
  registerGmRequest<unknown, void>(AM_CONFIRM_COVER, answerCover);
}
