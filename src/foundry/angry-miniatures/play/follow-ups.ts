import type { PendingFollowUp } from "../../../rules/angry-miniatures/game-types";
import { postCard, type ChangePlan } from "../../chat";
import { clampHealth } from "../documents/figure-source";
import { openAttackDialog } from "./attack-dialog";
import { FOLLOW_UP_ACTION } from "./card-context";
import { format } from "./labels";
import { HEALTH_PATH } from "./plan";
import { figureSourceOf } from "./scene-figures";
import { UPKEEP_CARD_TEMPLATE } from "./upkeep";

/**
 * The attack card's follow-up buttons (Forceful push, Dual-wielding / Commanding free attack,
 * Magic Heal). The buttons carry only figure ids (token ids on the card's scene) and the heal
 * amount; this listener turns a click into the table action. Nothing here re-checks the rules:
 * the card already holds the follow-ups the rules granted.
 */

export type FollowUpKind = PendingFollowUp["kind"];

export interface FollowUpRequest {
  readonly kind: FollowUpKind;
  /** The figure the button names: the pushed target, the free attacker or the healed friend. */
  readonly figureId: string;
  /** Heal only: Health to restore. */
  readonly amount: number;
}

export interface FollowUpFigure {
  readonly name: string;
  readonly actor: Actor.Implementation;
}

/** What a click needs from the table; tests inject their own. */
export interface FollowUpServices {
  /** The figure a card id names (a token on the card's scene), or undefined when it is gone. */
  figureOf(figureId: string): FollowUpFigure | undefined;
  openAttackDialog(actor: Actor.Implementation): Promise<unknown>;
  postCard: typeof postCard;
  notify(message: string): void;
}

const KINDS: readonly FollowUpKind[] = ["push", "free-attack", "heal-friendly"];
const isKind = (value: unknown): value is FollowUpKind => (KINDS as readonly unknown[]).includes(value);

/** Reads a button's data attributes; undefined for anything malformed. */
export function readFollowUpButton(data: Readonly<Record<string, string | undefined>>): FollowUpRequest | undefined {
  const { kind, figure } = data;
  if (!isKind(kind) || !figure) return undefined;
  const amount = Number(data.amount ?? 0);
  if (!Number.isInteger(amount) || amount < 0) return undefined;
  return { kind, figureId: figure, amount };
}

/** The Health the figure's actor would have after healing `amount`, capped at its maximum. */
export function healPlan(actor: Actor.Implementation, amount: number): { plan: ChangePlan; before: number; after: number } {
  const before = figureSourceOf(actor)?.health.value ?? 0;
  // The model's prepared maximum (the rules' derived Health); `FigureSource` only lists the stored value.
  const max = (actor.system as unknown as { health?: { max?: unknown } }).health?.max;
  const after = clampHealth(before + amount, typeof max === "number" ? max : before + amount);
  return { plan: after === before ? [] : [{ uuid: actor.uuid, changes: { [HEALTH_PATH]: after } }], before, after };
}

/** Free attacks go only to the figures this user may act for; push and heal show for everyone. */
export function mayUse(request: FollowUpRequest, services: FollowUpServices): boolean {
  if (request.kind !== "free-attack") return true;
  const figure = services.figureOf(request.figureId);
  return figure !== undefined && (game.user?.isGM === true || figure.actor.isOwner);
}

/** Performs one clicked follow-up. */
export async function runFollowUp(request: FollowUpRequest, services: FollowUpServices): Promise<void> {
  const figure = services.figureOf(request.figureId);
  if (!figure) {
    services.notify(format("AmPlay.FollowUp.NoFigure", {}));
    return;
  }
  switch (request.kind) {
    case "push": {
      // A button per free adjacent square would crowd the card: the token is dragged by hand.
      const mayDrag = game.user?.isGM === true || figure.actor.isOwner;
      services.notify(format(mayDrag ? "AmPlay.FollowUp.PushHint" : "AmPlay.FollowUp.PushAskHint", { target: figure.name }));
      return;
    }
    case "free-attack":
      await services.openAttackDialog(figure.actor);
      return;
    case "heal-friendly": {
      const { plan, before, after } = healPlan(figure.actor, request.amount);
      // The card's apply goes through the GM relay when this user does not own the figure.
      await services.postCard({
        ruleset: "angry-miniatures",
        kind: "magic-heal",
        template: UPKEEP_CARD_TEMPLATE,
        context: {
          title: format("AmPlay.FollowUp.HealTitle", { figure: figure.name }),
          notes: [format("AmPlay.FollowUp.HealNote", { figure: figure.name, amount: after - before, before, after })],
          cleared: "",
        },
        speaker: ChatMessage.implementation.getSpeaker({ actor: figure.actor }),
        plan,
        autoApply: true,
      });
      return;
    }
  }
}

/** The live table: figures are tokens on the card's scene (else the viewed one). */
export function foundryFollowUpServices(sceneId: string | null | undefined): FollowUpServices {
  return {
    figureOf(figureId) {
      const scene = (sceneId ? game.scenes?.get(sceneId) : undefined) ?? canvas?.scene ?? undefined;
      const token = scene?.tokens.get(figureId);
      const actor = token?.actor;
      if (!token || !actor) return undefined;
      return { name: token.name ?? actor.name ?? figureId, actor };
    },
    openAttackDialog: (actor) => openAttackDialog(actor),
    postCard,
    notify: (message) => ui.notifications?.info(message),
  };
}

/** What the listener reads of the rendered message. */
interface RenderedMessage {
  readonly speaker: { readonly scene?: string | null | undefined };
}

/**
 * `renderChatMessageHTML` handler: wires each follow-up button and removes free-attack buttons
 * for figures this user does not own.
 */
export function decorateFollowUps(message: RenderedMessage, html: HTMLElement, services: FollowUpServices = foundryFollowUpServices(message.speaker.scene)): void {
  for (const button of html.querySelectorAll<HTMLButtonElement>(`button[data-action="${FOLLOW_UP_ACTION}"]`)) {
    const request = readFollowUpButton(button.dataset);
    if (!request || !mayUse(request, services)) {
      button.remove();
      continue;
    }
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      button.disabled = true;
      try {
        await runFollowUp(request, services);
      } finally {
        button.disabled = false;
      }
    });
  }
}
