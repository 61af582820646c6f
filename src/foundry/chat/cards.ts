import { isRuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID, templatePath, type RulesetId } from "../shared/constants";
import { localiseError, requestGm } from "../relay/relay";
import { grantOf, performCardAction, type CardActionResult } from "./card-authority";
import { cardKind } from "./card-kinds";
import type { CardAction, CardFlag } from "./card-types";
import type { Shortfall } from "./change-writer";

export const CARD_CONTROLS_TEMPLATE = "chat/card-controls.hbs";
export const CARD_REQUEST = "chat.card";

export interface PostCardOptions {
  ruleset: RulesetId;
  /** A kind the ruleset registered with `registerCardKind`. */
  kind: string;
  /** What was done: the acting figure, targets, options and toggles. The outcome is derived from these. */
  inputs: Record<string, unknown>;
  /** The card body's template, relative to `templates/`. */
  template: string;
  context: Record<string, unknown>;
  /** The dice as rolled; the outcome is derived from them, and Dice So Nice and the chat show them. */
  rolls?: Roll[];
  speaker?: ChatMessage.SpeakerData;
  /** Ask the GM's client to apply it straight away (the card still offers undo). */
  autoApply?: boolean;
}

/**
 * Posts a card: the ruleset's body followed by the shared apply / undo controls. The flag holds
 * the inputs and the outcome derived from them here (what the card shows); the GM's client
 * derives it again before applying anything.
 */
/** A pending card's flag and content: the outcome derived here from its inputs and rolls, and its body with the controls. */
async function cardParts(options: PostCardOptions, rolls: Roll[]): Promise<{ card: CardFlag; content: string }> {
  const claim = await cardKind(options.ruleset, options.kind).derive(options.inputs, { rolls, grant: grantOf });
  const card: CardFlag = { ruleset: options.ruleset, kind: options.kind, inputs: options.inputs, claim: JSON.parse(JSON.stringify(claim)) };
  const { renderTemplate } = foundry.applications.handlebars;
  const body = await renderTemplate(templatePath(options.template), options.context);
  const controls = await renderTemplate(templatePath(CARD_CONTROLS_TEMPLATE), { hasChanges: claim.changes.length > 0, state: "pending" });
  const content =
    `<div class="shelf-wars shelf-wars-card" data-ruleset="${options.ruleset}" data-kind="${escapeAttribute(options.kind)}">` +
    `${body}${controls}</div>`;
  return { card, content };
}

/**
 * On the GM's client: rewrites a pending card the GM's client posted, with new inputs and dice
 * (a defender confirmed in cover). Only a GM may update a GM's message, so its author stays the GM.
 */
export async function rewriteCard(message: ChatMessage.Implementation, options: Omit<PostCardOptions, "speaker" | "autoApply">): Promise<void> {
  const rolls = options.rolls ?? [];
  const { card, content } = await cardParts(options, rolls);
  await message.update({ content, rolls: rolls.map((roll) => JSON.stringify(roll)), [`flags.${SYSTEM_ID}.card`]: card } as never);
}

export async function postCard(options: PostCardOptions): Promise<ChatMessage.Implementation> {
  const rolls = options.rolls ?? [];
  const { card, content } = await cardParts(options, rolls);
  const message = await ChatMessage.implementation.create({
    content,
    rolls,
    speaker: options.speaker ?? ChatMessage.implementation.getSpeaker(),
    flags: { [SYSTEM_ID]: { card } },
  });
  if (!message?.id) throw new Error(`${SYSTEM_ID} | the chat card was not created`);
  // A card that grants a follow-up and changes nothing (a song that took no Value) is applied too: its record is the grant.
  if (options.autoApply && (card.claim.changes.length > 0 || card.claim.followUps.length > 0)) await autoApply(message.id);
  return message;
}

/**
 * A card posted with `autoApply` by the active GM's own client is applied here and now: such a
 * card is often posted by work the relay's line is already running (an activation ended on a
 * player's request), which would otherwise wait for itself. Everyone else asks the GM.
 */
function autoApply(messageId: string): Promise<boolean> {
  const user = game.user;
  if (!user || game.users?.activeGM?.id !== user.id) return applyCard(messageId);
  return reportOutcome(messageId, "apply", () => performCardAction({ messageId, action: "apply" }, user));
}

/** Asks the active GM's client to apply a pending card; notifies and returns false when refused. */
export function applyCard(messageId: string): Promise<boolean> {
  return changeCard(messageId, "apply");
}

/** Asks the active GM's client to take back what a card changed; notifies and returns false when refused. */
export function undoCard(messageId: string): Promise<boolean> {
  return changeCard(messageId, "undo");
}

function shortfallText(shortfalls: readonly Shortfall[]): string {
  return shortfalls.map((s) => game.i18n!.format("SHELFWARS.Card.ShortfallEntry", { name: s.name, path: s.path, missing: String(s.missing) })).join("; ");
}

/** Every action goes through the active GM's client, a GM's own click too: one at a time, once. */
function changeCard(messageId: string, action: CardAction): Promise<boolean> {
  return reportOutcome(messageId, action, () => requestGm<{ messageId: string; action: CardAction }, CardActionResult>(CARD_REQUEST, { messageId, action }));
}

/** Runs a card action and tells the user what came of it: true when done, a notification naming the rule when not. */
async function reportOutcome(messageId: string, action: CardAction, run: () => Promise<CardActionResult>): Promise<boolean> {
  try {
    const result = await run();
    if (result.shortfalls.length > 0) {
      ui.notifications?.warn(game.i18n!.format("SHELFWARS.Card.CouldNotReverse", { changes: shortfallText(result.shortfalls) }));
    }
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

/** The GM's note when an undo it performed for anyone could not reverse everything. */
export function reportShortfalls(shortfalls: readonly Shortfall[]): void {
  if (shortfalls.length > 0) ui.notifications?.warn(game.i18n!.format("SHELFWARS.Card.CouldNotReverse", { changes: shortfallText(shortfalls) }));
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
