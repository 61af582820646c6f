import type { RulesetId } from "../shared/constants";
import { postCard } from "../chat/cards";
import { cardKind } from "../chat/card-kinds";
import { checkMayRoll } from "../chat/roll-record";
import { registerActionRoller, requireRequesterOwns } from "./roll-request";

/** Whose action it is: the owner who may ask for it, and the activation its roll is recorded in. */
export interface ActingFigure {
  /** The actor whose owner (or a GM) may ask for the action: the attacker, the singer, the wagering figure. */
  readonly ownerUuid: string;
  /** The actor in whose activation the roll is recorded (for a granted free attack, the granting figure). */
  readonly uuid: string;
  readonly name: string;
}

/** An action's dice as rolled, and the card they make. */
export interface RolledAction {
  readonly rolls: Roll[];
  /** What the card's template reads. */
  readonly context: Record<string, unknown>;
  /** The inputs the card stores, when the roll settles more than the request named (the defenders, say). */
  readonly inputs?: Record<string, unknown>;
  readonly speaker?: ChatMessage.SpeakerData | undefined;
}

/**
 * One action whose card carries dice (an attack, a wager, a song), in the steps every such action
 * takes on the client that rolls it: read the request, read the table as it stands, check the
 * requester owns the figure and the rules allow it, check the figure may roll now, roll with
 * Foundry dice, post the card.
 */
export interface ActionCard<Inputs extends object, Plan> {
  readonly ruleset: RulesetId;
  /** The card kind (registered with the ruleset's cards). */
  readonly kind: string;
  readonly template: string;
  /** The request name a player's client sends to have the GM's client roll it. */
  readonly request: string;
  /** The GM's client applies the card at once (nothing is left for anyone to answer). */
  readonly autoApply: boolean;
  /** The request's inputs, or a refusal naming what is malformed. */
  parse(raw: Readonly<Record<string, unknown>>): Inputs;
  /** The table as it stands, for these inputs (refuses what cannot be read). */
  plan(inputs: Inputs): Plan | Promise<Plan>;
  actingFigure(plan: Plan, inputs: Inputs): ActingFigure | Promise<ActingFigure>;
  /** What the rules refuse, checked once the requester is known to own the figure and before any die. */
  check?(plan: Plan, inputs: Inputs): void | Promise<void>;
  roll(plan: Plan, inputs: Inputs, requester: User.Implementation): Promise<RolledAction>;
}

/** Rolls and posts an action for `requester` on this client; returns the card's message id. */
export async function postActionCard<Inputs extends object, Plan>(
  action: ActionCard<Inputs, Plan>,
  raw: Readonly<Record<string, unknown>>,
  requester: User.Implementation,
): Promise<string> {
  const inputs = action.parse(raw);
  const plan = await action.plan(inputs);
  const figure = await action.actingFigure(plan, inputs);
  await requireRequesterOwns(requester, figure.ownerUuid);
  await action.check?.(plan, inputs);
  // The once-per-activation action is the card kind's to declare (an attack, not a free one).
  const once = cardKind(action.ruleset, action.kind).onceAction?.(raw) ?? null;
  await checkMayRoll(action.ruleset, figure.uuid, figure.name, once);
  const rolled = await action.roll(plan, inputs, requester);
  const message = await postCard({
    ruleset: action.ruleset,
    kind: action.kind,
    inputs: rolled.inputs ?? ({ ...inputs } as Record<string, unknown>),
    template: action.template,
    context: rolled.context,
    rolls: rolled.rolls,
    ...(rolled.speaker ? { speaker: rolled.speaker } : {}),
    autoApply: action.autoApply,
  });
  return message.id ?? "";
}

/** Lets the active GM's client roll the action when a player's client asks (the relay's `dice.roll`). */
export function registerActionCard<Inputs extends object, Plan>(action: ActionCard<Inputs, Plan>): void {
  registerActionRoller(action.request, (raw, requester) => postActionCard(action, raw, requester));
}
