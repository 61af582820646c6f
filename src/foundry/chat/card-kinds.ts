import { RuleViolation } from "../../rules/common/errors";
import type { RulesetId } from "../shared/constants";
import type { CardOutcome, FollowUpGrant, FollowUpRef } from "./card-types";

/** What a kind's `derive` may read besides its inputs. */
export interface DeriveContext {
  /** The dice as rolled: the Roll objects on the card's message. */
  readonly rolls: readonly Roll[];
  /** The follow-up a card names, as the GM's ledger recorded it when its card was applied. */
  grant(ref: FollowUpRef): FollowUpGrant | undefined;
}

/**
 * A kind of card a ruleset posts. `derive` is the only way from a card to document changes: it
 * runs the pure rules over the inputs, the rolls and the actors' current data, on the author's
 * client (to show the card) and again on the GM's client (to apply it).
 */
export interface CardKind {
  readonly ruleset: RulesetId;
  readonly kind: string;
  /** Cards only the GM's client posts (upkeep, say): one authored by a player is refused. */
  readonly gmOnly: boolean;
  /**
   * Dice the card carries: "own" the acting figure's alone (a player's client may roll them when
   * the world lets players roll), "contest" both sides' (always the GM's client's, so an attacker
   * never chooses the defender's dice). A kind without it carries no dice from a player.
   */
  readonly dice?: CardDice;
  /**
   * On the GM's client, before a non-GM's apply: throws when the card must first wait for another
   * party (an attack for the defender's side to say whether it is in cover). A GM may always apply.
   */
  checkApplier?(inputs: Readonly<Record<string, unknown>>, requester: User.Implementation, rolls: readonly Roll[]): Promise<void>;
  /**
   * The action a card with dice spends once per activation (an Angry Miniatures attack: "attack"),
   * or null for one on top of it (a free attack a crit granted). Read from the card's inputs.
   */
  onceAction?(inputs: Readonly<Record<string, unknown>>): OnceAction | null;
  derive(inputs: Readonly<Record<string, unknown>>, context: DeriveContext): Promise<CardOutcome>;
}

/**
 * A card kind as a module, in the two steps every kind takes: `snapshot` reads the table as it
 * stands for these inputs (the only Foundry reads: the scene's figures, the actors, the combat),
 * then `derive` computes the outcome from that snapshot, the inputs, the dice and the grants
 * alone, with the pure rules.
 */
export interface CardKindModule<Inputs, Snapshot> {
  readonly ruleset: RulesetId;
  readonly kind: string;
  readonly gmOnly: boolean;
  readonly dice?: CardDice;
  checkApplier?: CardKind["checkApplier"];
  /** The once-per-activation action a card of these inputs takes, or null. */
  onceAction?(inputs: Inputs): OnceAction | null;
  /** The inputs, or a refusal naming what is malformed. */
  parse(raw: Readonly<Record<string, unknown>>): Inputs;
  snapshot(inputs: Inputs): Snapshot | Promise<Snapshot>;
  derive(snapshot: Snapshot, inputs: Inputs, context: DeriveContext): CardOutcome;
}

/** The registrable kind of a card kind module; the outcome keeps only what a card's claim holds. */
export function defineCardKind<Inputs, Snapshot>(module: CardKindModule<Inputs, Snapshot>): CardKind {
  const { onceAction, checkApplier } = module;
  return {
    ruleset: module.ruleset,
    kind: module.kind,
    gmOnly: module.gmOnly,
    ...(module.dice ? { dice: module.dice } : {}),
    ...(checkApplier ? { checkApplier } : {}),
    ...(onceAction ? { onceAction: (raw: Readonly<Record<string, unknown>>) => onceAction(module.parse(raw)) } : {}),
    async derive(raw, context) {
      const inputs = module.parse(raw);
      const { actingUuid, changes, followUps, consumes } = module.derive(await module.snapshot(inputs), inputs, context);
      return { actingUuid, changes, followUps, ...(consumes ? { consumes } : {}) };
    },
  };
}

export const CARD_DICE = ["own", "contest"] as const;
/** Actions a figure takes once per activation, each with its refusal under `SHELFWARS.Card.ActionSpent.`. */
export const ONCE_ACTIONS = ["attack"] as const;
export type OnceAction = (typeof ONCE_ACTIONS)[number];
export type CardDice = (typeof CARD_DICE)[number];

const kinds = new Map<string, CardKind>();
const keyOf = (ruleset: string, kind: string): string => `${ruleset}/${kind}`;

export function registerCardKind(kind: CardKind): void {
  const key = keyOf(kind.ruleset, kind.kind);
  if (kinds.has(key)) throw new Error(`Shelf Wars: card kind ${key} is registered twice`);
  kinds.set(key, kind);
}

export function cardKind(ruleset: string, kind: string): CardKind {
  const found = kinds.get(keyOf(ruleset, kind));
  if (!found) throw new RuleViolation("Card.UnknownKind", `No Shelf Wars card kind ${ruleset}/${kind}.`, { kind: `${ruleset}/${kind}` });
  return found;
}

/** For tests: forget every registered kind. */
export function clearCardKinds(): void {
  kinds.clear();
}
