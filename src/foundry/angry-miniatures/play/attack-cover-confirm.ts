import { RuleViolation } from "../../../rules/common/errors";
import { ledgerEntry, parseCardFlag, type CardFlag } from "../../chat";
import { rewriteCard } from "../../chat/cards";
import { SYSTEM_ID } from "../../constants";
import { replayRecordedDice, topUpRecordedDice } from "../../dice/foundry-roller";
import { connectedOwner, partyRollFormula } from "../../dice/party-dice";
import { localiseError, registerGmRequest, requestGm } from "../../relay";
import { parseAttackInputs, sessionOf, type AttackInputs } from "../cards/attack-kind";
import { AM_CARD_KINDS } from "../cards/kind-names";
import { ATTACK_CARD_TEMPLATE } from "./attack-roll";
import { attackCardContext, COVER_BUTTON_ACTION } from "./card-context";
import { runExchange } from "./exchange";
import { tableOf } from "./foundry-services";
import { format } from "./labels";

/**
 * Cover the table cannot show (a judgement: a statue painted on the map) is confirmed on the attack
 * card by the defender's owner or a GM, never by the attacker. The button names a defender; the
 * active GM's client checks who asks, adds the defender to the card's confirmed cover, rolls the
 * one more defence die the rules now ask for (the card's dice keep their order; nobody picks) and
 * rewrites its own card. Only while the card is pending: once applied, its outcome stands.
 */
export const AM_CONFIRM_COVER = "angry-miniatures.cover";
export const COVER_ACTION = COVER_BUTTON_ACTION;

function refused(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AmPlay.Cover.${code}`, `Angry Miniatures cover: ${message}`, data);
}

interface CoverRequest {
  readonly messageId: string;
  readonly defenderId: string;
}

function parseRequest(payload: unknown): CoverRequest {
  const { messageId, defenderId } = (typeof payload === "object" && payload !== null ? payload : {}) as Record<string, unknown>;
  const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 100;
  if (!isId(messageId) || !isId(defenderId)) throw refused("BadRequest", "malformed request.");
  return { messageId, defenderId };
}

/** The attack card a request names: an Angry Miniatures attack the GM's client posted, still pending. */
function pendingAttackCard(messageId: string): { message: ChatMessage.Implementation; card: CardFlag; inputs: AttackInputs } {
  const message = game.messages?.get(messageId);
  const card = message ? parseCardFlag(message.getFlag(SYSTEM_ID, "card")) : undefined;
  if (!message || card?.ruleset !== "angry-miniatures" || card.kind !== AM_CARD_KINDS.attack) throw refused("NotAttackCard", "not an attack card.");
  if (!message.author?.isGM) throw refused("NotGmCard", "only a card the GM's client rolled takes a confirmation.");
  const entry = ledgerEntry(messageId);
  if (entry) throw refused("Settled", `the card is already ${entry.state}.`, { state: game.i18n!.localize(`SHELFWARS.Card.State.${entry.state}`) });
  return { message, card, inputs: parseAttackInputs(card.inputs) };
}

async function ownsOrGm(user: User.Implementation, actorUuid: string): Promise<boolean> {
  if (user.isGM) return true;
  const actor = (await fromUuid(actorUuid as Parameters<typeof fromUuid>[0])) as { testUserPermission?: (u: User.Implementation, level: "OWNER") => boolean } | null;
  return typeof actor?.testUserPermission === "function" && actor.testUserPermission(user, "OWNER");
}

/** On the active GM's client: confirms a defender in cover on a pending attack card. */
export async function confirmCover(payload: unknown, requester: User.Implementation): Promise<void> {
  const request = parseRequest(payload);
  const { message, inputs } = pendingAttackCard(request.messageId);
  const scene = game.scenes?.get(inputs.sceneId);
  if (!scene) throw new RuleViolation("AmPlay.Card.NoScene", "Angry Miniatures card: its scene no longer exists.", {});
  const table = tableOf(scene);
  const before = sessionOf(table, inputs);
  const outcome = replayRecordedDice((roller) => runExchange(before.setup(), roller), message.rolls);
  const defender = table.figures.find((f) => f.id === request.defenderId);
  const defends = outcome.events.some((e) => e.type === "contest" && e.defenderId === request.defenderId);
  if (!defender || !defends) throw refused("NotADefender", "that figure does not defend.", { figure: defender?.name ?? request.defenderId });
  if (!(await ownsOrGm(requester, defender.actorUuid))) {
    throw refused("NotDefenderOwner", "only the defender's owner or a GM may confirm cover.", { figure: defender.name, user: requester.name ?? "" });
  }
  if (before.coverSourceOf(defender.id) !== null) throw refused("AlreadyInCover", "already in cover.", { figure: defender.name });

  const next: AttackInputs = { ...inputs, confirmedCover: [...(inputs.confirmedCover ?? []), defender.id] };
  const session = sessionOf(table, next);
  const setup = session.setup();
  const actorOf = (id: string) => table.figures.find((f) => f.id === id)?.actorUuid;
  // When players roll, each new die is rolled by its side: the defender's owner, the attacker's.
  const acting = connectedOwner(session.attacker?.actorUuid);
  const { result, rolls } = await topUpRecordedDice((roller) => runExchange(setup, roller), message.rolls, { denomination: "p" }, partyRollFormula(acting, actorOf));
  const square = setup.attackType === "magic" ? setup.targetSquare : undefined;
  const warnings = (session.legality()?.findings ?? []).map((f) => format(f.code, f.data));
  const context = attackCardContext(result, table.figures, { warnings, ...(square ? { square } : {}) });
  await rewriteCard(message, {
    ruleset: "angry-miniatures",
    kind: AM_CARD_KINDS.attack,
    inputs: { ...next },
    template: ATTACK_CARD_TEMPLATE,
    context: { ...context, coverNotes: [format("AmPlay.Cover.ConfirmedBy", { figure: defender.name, user: requester.name ?? "" })] },
    rolls,
  });
}

/** A player's (or GM's) click: asks the active GM's client to confirm the cover. */
export function askToConfirmCover(messageId: string, defenderId: string): Promise<void> {
  return requestGm<CoverRequest, void>(AM_CONFIRM_COVER, { messageId, defenderId });
}

/** What the button reads of the rendered message. */
interface RenderedMessage {
  readonly id: string | null;
  readonly author: { readonly isGM?: boolean } | null;
  getFlag(scope: string, key: string): unknown;
}

/** May this user press a defender's cover button: a GM, or an owner of the defender's token's actor (a display only; the GM's client checks again). */
function mayConfirm(card: CardFlag, defenderId: string): boolean {
  if (game.user?.isGM) return true;
  const sceneId = typeof card.inputs.sceneId === "string" ? card.inputs.sceneId : "";
  const actor = game.scenes?.get(sceneId)?.tokens.get(defenderId)?.actor;
  return actor?.isOwner === true;
}

/**
 * `renderChatMessageHTML` handler: keeps a defender's cover button on a pending attack card the
 * GM's client posted, for a GM or the defender's owner only; every other such button is removed.
 */
export function decorateCoverButtons(message: RenderedMessage, html: HTMLElement): void {
  const buttons = [...html.querySelectorAll<HTMLButtonElement>(`button[data-action="${COVER_ACTION}"]`)];
  if (buttons.length === 0) return;
  const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"));
  const open = !!message.id && !!card && card.ruleset === "angry-miniatures" && card.kind === AM_CARD_KINDS.attack && message.author?.isGM === true && !ledgerEntry(message.id);
  for (const button of buttons) {
    const defenderId = button.dataset.figure;
    if (!open || !card || !defenderId || !mayConfirm(card, defenderId)) {
      button.remove();
      continue;
    }
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      button.disabled = true;
      try {
        await askToConfirmCover(message.id!, defenderId);
      } catch (error) {
        button.disabled = false;
        if (!(error instanceof RuleViolation)) throw error;
        ui.notifications?.warn(localiseError({ code: error.code, data: { ...error.data } }));
      }
    });
  }
}

export function registerCoverConfirmation(): void {
  registerGmRequest<unknown, void>(AM_CONFIRM_COVER, confirmCover);
}
