import { appliedCardOf } from "../../chat/ledger";
import { parseCardFlag } from "../../chat/card-parse";
import { postCard } from "../../chat/cards";
import type { FollowUpGrant, FollowUpRef } from "../../chat/card-types";
import { SYSTEM_ID } from "../../shared/constants";
import { clampHealth } from "../../../data/angry-miniatures/figure-source";
import { AM_CARD_KINDS } from "../cards/kind-names";
import { grantList } from "../cards/outcome";
import { openAttackDialog } from "./attack-dialog";
import { FOLLOW_UP_ACTION } from "../table/card-context";
import { format } from "../table/labels";
import { figureSourceOf } from "../table/scene-figures";
import { UPKEEP_CARD_TEMPLATE } from "./upkeep";

/**
 * The attack card's follow-up buttons (Forceful push, Dual-wielding / Commanding free attack,
 * Magic Heal). A button names only a follow-up (its index in the card's outcome) and a figure.
 * What the follow-up grants, and whether it was used, come from the GM's ledger, never from the
 * message: a button a player wrote into their own message grants nothing, and the GM's client
 * checks every use again when the card that uses it is applied.
 */

export type FollowUpKind = "push" | "free-attack" | "heal-friendly";

export interface FollowUpRequest {
  readonly kind: FollowUpKind;
  /** The figure the button names: the pushed target, the free attacker or the healed friend. */
  readonly figureId: string;
  readonly index: number;
}

export interface FollowUpFigure {
  readonly name: string;
  readonly actor: Actor.Implementation;
}

/** What a click needs from the table; tests inject their own. */
export interface FollowUpServices {
  readonly sceneId: string | null;
  /** The figure a card id names (a token on the card's scene), or undefined when it is gone. */
  figureOf(figureId: string): FollowUpFigure | undefined;
  /** Opens the attack dialog for a free attack; `origin` (the clicked button) says which window it opens in. */
  openAttackDialog(actor: Actor.Implementation, free: FollowUpRef, origin?: object): Promise<unknown>;
  postCard: typeof postCard;
  notify(message: string): void;
}

const KINDS: readonly FollowUpKind[] = ["push", "free-attack", "heal-friendly"];
const isKind = (value: unknown): value is FollowUpKind => (KINDS as readonly unknown[]).includes(value);

/** Reads a button's data attributes; undefined for anything malformed. */
export function readFollowUpButton(data: Readonly<Record<string, string | undefined>>): FollowUpRequest | undefined {
  const { kind, figure } = data;
  const index = Number(data.index);
  if (!isKind(kind) || !figure || !Number.isSafeInteger(index) || index < 0) return undefined;
  return { kind, figureId: figure, index };
}

function mayAct(actorUuids: readonly string[]): boolean {
  if (game.user?.isGM) return true;
  return actorUuids.some((uuid) => (fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as { isOwner?: boolean } | null)?.isOwner === true);
}

/**
 * Whether this user may use the button: the figure it names is one the grant covers, and the
 * user owns the figure granted the follow-up (or is a GM). Push is a hint anyone may read.
 */
export function mayUse(request: FollowUpRequest, grant: FollowUpGrant): boolean {
  switch (request.kind) {
    case "push":
      return true;
    case "free-attack":
      return grantList(grant, "byIds").includes(request.figureId) && mayAct(grant.actingUuids);
    case "heal-friendly":
      return grantList(grant, "candidateIds").includes(request.figureId) && mayAct(grant.actingUuids);
  }
}

/** The Health the figure's actor would have after healing `amount`, capped at its maximum. */
export function healPreview(actor: Actor.Implementation, amount: number): { before: number; after: number } {
  const before = figureSourceOf(actor)?.health.value ?? 0;
  // The model's prepared maximum (the rules' derived Health); `FigureSource` only lists the stored value.
  const max = (actor.system as unknown as { health?: { max?: unknown } }).health?.max;
  return { before, after: clampHealth(before + amount, typeof max === "number" ? max : before + amount) };
}

/** Performs one clicked follow-up of the card `messageId`. */
export async function runFollowUp(messageId: string, request: FollowUpRequest, grant: FollowUpGrant, services: FollowUpServices, origin?: object): Promise<void> {
  const figure = services.figureOf(request.figureId);
  if (!figure) {
    services.notify(format("AmPlay.FollowUp.NoFigure", {}));
    return;
  }
  const source = { messageId, index: request.index };
  switch (request.kind) {
    case "push": {
      // A button per free adjacent square would crowd the card: the token is dragged by hand.
      const mayDrag = game.user?.isGM === true || figure.actor.isOwner;
      services.notify(format(mayDrag ? "AmPlay.FollowUp.PushHint" : "AmPlay.FollowUp.PushAskHint", { target: figure.name }));
      return;
    }
    case "free-attack":
      await services.openAttackDialog(figure.actor, source, origin);
      return;
    case "heal-friendly": {
      const amount = typeof grant.data.amount === "number" ? grant.data.amount : 0;
      const { before, after } = healPreview(figure.actor, amount);
      if (!services.sceneId) return;
      // Applied by the GM's client, which checks the grant, its owner and that it is unused.
      await services.postCard({
        ruleset: "angry-miniatures",
        kind: AM_CARD_KINDS.heal,
        inputs: { sceneId: services.sceneId, targetId: request.figureId, source },
        template: UPKEEP_CARD_TEMPLATE,
        context: {
          title: format("AmPlay.FollowUp.HealTitle", { figure: figure.name }),
          notes: [format("AmPlay.FollowUp.HealNote", { figure: figure.name, amount: after - before, before, after })],
          cleared: "",
        },
        speaker: ChatMessage.implementation.getSpeaker({ actor: figure.actor }),
        autoApply: true,
      });
      return;
    }
  }
}

/** The live table: figures are tokens on the card's scene. */
export function foundryFollowUpServices(sceneId: string | null | undefined): FollowUpServices {
  return {
    sceneId: sceneId ?? null,
    figureOf(figureId) {
      const scene = sceneId ? game.scenes?.get(sceneId) : undefined;
      const token = scene?.tokens.get(figureId);
      const actor = token?.actor;
      if (!token || !actor) return undefined;
      return { name: token.name ?? actor.name ?? figureId, actor };
    },
    openAttackDialog: (actor, free, origin) => openAttackDialog(actor, undefined, free, origin),
    postCard,
    notify: (message) => ui.notifications?.info(message),
  };
}

/** What the listener reads of the rendered message. */
interface RenderedMessage {
  readonly id: string | null;
  readonly speaker: { readonly scene?: string | null | undefined };
  getFlag(scope: string, key: string): unknown;
}

/**
 * The grant a button may use on this message: the message is an applied Angry Miniatures attack
 * card in the GM's ledger, the follow-up exists there, is of the button's kind, is unused, and
 * is this user's to use. Undefined otherwise, whatever the button or the message says.
 */
export function usableGrant(message: RenderedMessage, request: FollowUpRequest | undefined): FollowUpGrant | undefined {
  if (!request || !message.id) return undefined;
  const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"));
  if (card?.ruleset !== "angry-miniatures" || card.kind !== AM_CARD_KINDS.attack) return undefined;
  const entry = appliedCardOf(message.id);
  const grant = entry?.state === "applied" ? entry.followUps[request.index] : undefined;
  if (!grant || grant.kind !== request.kind || entry?.used[String(request.index)] !== undefined) return undefined;
  return mayUse(request, grant) ? grant : undefined;
}

/**
 * `renderChatMessageHTML` handler: keeps the follow-up buttons the GM's ledger backs (see
 * `usableGrant`) and wires them; every other follow-up button is removed, whatever message it
 * sits on. The card re-renders when the ledger changes, so buttons appear once it is applied.
 */
export function decorateFollowUps(message: RenderedMessage, html: HTMLElement, services?: FollowUpServices): void {
  const buttons = [...html.querySelectorAll<HTMLButtonElement>(`button[data-action="${FOLLOW_UP_ACTION}"]`)];
  if (buttons.length === 0) return;
  const live = services ?? foundryFollowUpServices(message.speaker.scene);
  for (const button of buttons) {
    const request = readFollowUpButton(button.dataset);
    const grant = usableGrant(message, request);
    if (!request || !grant) {
      button.remove();
      continue;
    }
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      button.disabled = true;
      try {
        await runFollowUp(message.id!, request, grant, live, button);
      } finally {
        button.disabled = false;
      }
    });
  }
}
