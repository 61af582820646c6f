import type { RulesetId } from "../constants";

/** Document changes a card proposes: flat update paths per document, e.g. "system.health.value": 3. */
export type ChangePlan = { uuid: string; changes: Record<string, unknown> }[];

/** The same uuids and paths as a plan, holding values read from the documents at one moment. */
export type Snapshot = ChangePlan;

export const CARD_STATES = ["pending", "applied", "undone"] as const;
export type CardState = (typeof CARD_STATES)[number];

export const CARD_ACTIONS = ["apply", "undo"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** `flags["shelf-wars"].card` on a card's ChatMessage. */
export interface CardFlag {
  ruleset: RulesetId;
  kind: string;
  plan: ChangePlan;
  state: CardState;
  /** The values just before apply; undo writes exactly these back. */
  undo?: Snapshot;
  /** The values just after apply, to tell at undo whether someone changed them since. */
  after?: Snapshot;
}

/** Where each action may start from. */
export const ACTION_FROM_STATE = { apply: "pending", undo: "applied" } as const satisfies Record<CardAction, CardState>;

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: { "shelf-wars": { card: CardFlag } };
  }
}
