import { isRuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID, templatePath, type RulesetId } from "../constants";
import { localiseError, requestGm } from "../relay";
import { performCardAction } from "./card-actions";
import { cardMessage, planDocument, readCard, type CardMessage } from "./card-documents";
import { CARD_REQUEST, type CardRequest } from "./card-relay";
import type { CardAction, CardFlag, CardState, ChangePlan } from "./card-types";
import { parsePlan } from "./plan";

export const CARD_CONTROLS_TEMPLATE = "chat/card-controls.hbs";

export interface PostCardOptions {
  ruleset: RulesetId;
  /** What the card reports, e.g. "attack"; rulesets pick their own kinds. */
  kind: string;
  /** The card body's template, relative to `templates/`. */
  template: string;
  context: Record<string, unknown>;
  /** Attached to the message, so Dice So Nice animates them and the chat shows their tooltips. */
  rolls?: Roll[];
  speaker?: ChatMessage.SpeakerData;
  plan: ChangePlan;
  /** Apply the plan straight away (the card still offers undo). */
  autoApply?: boolean;
}

/**
 * Posts a card: the ruleset's body followed by the shared apply / undo controls, with the plan
 * on the message's flags. Returns the message.
 */
export async function postCard(options: PostCardOptions): Promise<ChatMessage.Implementation> {
  const plan = parsePlan(options.plan);
  const card: CardFlag = { ruleset: options.ruleset, kind: options.kind, plan, state: "pending" };
  const { renderTemplate } = foundry.applications.handlebars;
  const body = await renderTemplate(templatePath(options.template), options.context);
  const controls = await renderTemplate(templatePath(CARD_CONTROLS_TEMPLATE), { hasPlan: plan.length > 0, state: card.state });
  const content =
    `<div class="shelf-wars shelf-wars-card" data-ruleset="${options.ruleset}" data-kind="${escapeAttribute(options.kind)}">` +
    `${body}${controls}</div>`;
  const message = await ChatMessage.implementation.create({
    content,
    rolls: options.rolls ?? [],
    speaker: options.speaker ?? ChatMessage.implementation.getSpeaker(),
    flags: { [SYSTEM_ID]: { card } },
  });
  if (!message) throw new Error(`${SYSTEM_ID} | the chat card was not created`);
  if (options.autoApply && plan.length > 0 && message.id) await applyCard(message.id);
  return message;
}

/** Applies a pending card; notifies and returns false when refused. */
export function applyCard(messageId: string): Promise<boolean> {
  return changeCard(messageId, "apply");
}

/** Restores the values recorded when the card was applied; notifies and returns false when refused. */
export function undoCard(messageId: string): Promise<boolean> {
  return changeCard(messageId, "undo");
}

/** The GM changes anything; others change a card here only if they may update all it touches. */
async function mayChangeHere(message: CardMessage, plan: ChangePlan): Promise<boolean> {
  if (game.user!.isGM) return true;
  if (!message.isOwner) return false;
  for (const entry of plan) if (!(await planDocument(entry.uuid)).isOwner) return false;
  return true;
}

async function changeCard(messageId: string, action: CardAction): Promise<boolean> {
  try {
    const message = cardMessage(messageId);
    const card = readCard(message);
    if (await mayChangeHere(message, card.plan)) await performCardAction(messageId, action);
    else await requestGm<CardRequest, CardState>(CARD_REQUEST, { messageId, action, plan: card.plan });
    return true;
  } catch (error) {
    if (isRuleViolation(error)) {
      ui.notifications?.warn(localiseError({ code: error.code, data: { ...error.data } }));
    } else {
      console.error(`${SYSTEM_ID} | ${action} card ${messageId} failed`, error);
      ui.notifications?.error(game.i18n!.format("SHELFWARS.Card.Failed", { reason: String(error) }));
    }
    return false;
  }
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
