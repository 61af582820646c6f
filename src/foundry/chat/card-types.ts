import type { RulesetId } from "../shared/constants";

/**
 * One change a card asks for: add `delta` to a number on an actor. Cards hold changes, never
 * final values, so two cards made from the same Health both count.
 */
export interface CardChange {
  readonly uuid: string;
  readonly path: string;
  readonly delta: number;
}

/** A change as it landed, after the ruleset's bounds clamped it; undo reverses exactly this. */
export interface AppliedChange extends CardChange {
  /** The document's name when it was written, for messages. */
  readonly name: string;
}

/**
 * Something a card grants beyond its changes (a free attack, a heal to hand out). `actingUuids`
 * are the actors that may use it; `data` is the ruleset's own detail.
 */
export interface FollowUpGrant {
  readonly kind: string;
  readonly actingUuids: readonly string[];
  readonly data: Readonly<Record<string, string | number | readonly string[]>>;
}

/** Names a follow-up: the card that granted it and its place in that card's outcome. */
export interface FollowUpRef {
  readonly messageId: string;
  readonly index: number;
}

/** What a card does, derived by the rules from its inputs, its rolls and the actors' data. */
export interface CardOutcome {
  /** The actor acting: whoever applies or undoes the card must own it (or be a GM). */
  readonly actingUuid: string;
  readonly changes: readonly CardChange[];
  readonly followUps: readonly FollowUpGrant[];
  /** A follow-up of an earlier card that this card uses up. */
  readonly consumes?: FollowUpRef;
}

/**
 * `flags["shelf-wars"].card` on a card's ChatMessage. Written by the card's author, so nothing
 * here is trusted: the GM's client derives the outcome again from `inputs` and the message's
 * rolls, and refuses when it differs from `claim` (what the card showed when it was posted).
 */
export interface CardFlag {
  readonly ruleset: RulesetId;
  readonly kind: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly claim: CardOutcome;
}

export const CARD_STATES = ["pending", "applied", "undone"] as const;
export type CardState = (typeof CARD_STATES)[number];

export const CARD_ACTIONS = ["apply", "undo"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * What only a GM writes about a card it applied (part of the card's record in the ledger): its
 * state, what it changed, the follow-ups it granted and which of them were used. A card without
 * one is pending.
 */
export interface AppliedCard {
  readonly state: Exclude<CardState, "pending">;
  readonly actingUuid: string;
  readonly applied: readonly AppliedChange[];
  readonly followUps: readonly FollowUpGrant[];
  /** Indexes into `followUps` already used, each by the message that used it. */
  readonly used: Readonly<Record<string, string>>;
  readonly consumes?: FollowUpRef;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: { "shelf-wars": { card: CardFlag } };
  }
}
