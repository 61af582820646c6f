import { amBadge } from "../table/badge";
import { isActiveGm } from "../../shared/active-gm";
import { AM_STATUSES } from "../../../rules/angry-miniatures/crits";
import type { AmStatuses } from "../../../rules/angry-miniatures/game-types";
import type { UpkeepNote } from "../../../rules/angry-miniatures/activation-upkeep";
import { postCard } from "../../chat/cards";
import { deriveUpkeep, UPKEEP_KINDS, type UpkeepPhase } from "../cards/upkeep-kind";
import { SYSTEM_ID } from "../../shared/constants";
import { activationStartedBy } from "../../combat/activation-start";
import { isAmFigureType } from "../documents/actor-types";
import { amStatusId } from "../documents/status-effects";
import { format, localize, statusLabel } from "../table/labels";
import { figureHealthOf, figureSourceOf, statusesOf } from "../table/scene-figures";

export const UPKEEP_CARD_TEMPLATE = "angry-miniatures/play/upkeep-card.hbs";

/**
 * Activation upkeep at the table (rules: `activation-upkeep.ts`). Foundry has no activation
 * record beside the figure, and movement and attacks read Frost and Buff from the actor's status
 * flags, so they are held there until the activation ends (`hold`). Each change is an undoable
 * chat card, applied at once, posted by the active GM's client only (the card kind refuses any
 * other author).
 */

function noteText(note: UpkeepNote): string {
  switch (note.kind) {
    case "burned":
      return format("AmUpkeep.Note.burned", { damage: note.damage });
    case "buffed":
      return format("AmUpkeep.Note.buffed", { buff: note.buff });
    case "buff-ended":
      return format("AmUpkeep.Note.buff-ended", { buff: note.buff });
    default:
      return localize(`AmUpkeep.Note.${note.kind}`);
  }
}

async function postUpkeep(actor: Actor.Implementation, phase: UpkeepPhase): Promise<ChatMessage.Implementation | undefined> {
  const source = figureSourceOf(actor);
  if (!source) return undefined;
  const before = { health: figureHealthOf(actor), statuses: statusesOf(actor) };
  const upkeep = deriveUpkeep(phase, actor.uuid, before);
  if (upkeep.changes.length === 0) return undefined;
  const cleared = clearedLabels(before.statuses, upkeep.statusesAfter);
  return postCard({
    ruleset: "angry-miniatures",
    kind: UPKEEP_KINDS[phase],
    inputs: { actorUuid: actor.uuid },
    template: UPKEEP_CARD_TEMPLATE,
    context: {
      title: format(`AmUpkeep.Title.${phase}`, { name: actor.name ?? "" }),
      badge: amBadge(actor.uuid),
      notes: upkeep.notes.map(noteText),
      cleared: cleared.length > 0 ? format("AmUpkeep.Cleared", { statuses: cleared.join(", ") }) : "",
    },
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    autoApply: true,
  });
}

function clearedLabels(before: AmStatuses, after: AmStatuses): string[] {
  return AM_STATUSES.filter((s) => (before[s] ?? 0) > 0 && (after[s] ?? 0) === 0).map(statusLabel);
}

/** The start of an activation: Fire burns, a Prone figure stands (Frost and Buff are held). */
export function startUpkeep(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  return postUpkeep(actor, "start");
}

/** The end of an activation: the held Frost and Buff wear off. */
export function endUpkeep(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  return postUpkeep(actor, "end");
}

/**
 * updateCombat: a GM's write started a figure's activation (active GM only). Only a start the
 * tracker recorded counts: a turn pointer moved any other way (going back a round, a player's
 * client moving `turn` away and back) burns and stands up nobody.
 */
export async function onUpkeepCombatUpdate(combat: Combat.Implementation, changed: unknown, userId: string): Promise<void> {
  if (!isActiveGm()) return;
  const combatantId = activationStartedBy(combat, changed, userId);
  const actor = combatantId ? combat.combatants.get(combatantId)?.actor : undefined;
  if (!actor || !isAmFigureType(actor.type)) return;
  await startUpkeep(actor);
}

/** The activation tracker's end hook (runs on the GM's client after the figure is marked). */
export async function onUpkeepActivationEnd(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!actor || !isAmFigureType(actor.type)) return;
  await endUpkeep(actor);
}

/** Did this update touch the crit status flags? */
export function statusesChanged(changed: unknown): boolean {
  const flags = (changed as { flags?: Record<string, unknown> } | null)?.flags?.[SYSTEM_ID];
  return typeof flags === "object" && flags !== null && "statuses" in flags;
}

/** Shows the crit statuses as token status effects (Frozen, Burning, Buffed, Prone, Tactical Genius). */
export async function syncStatusIcons(actor: Actor.Implementation): Promise<void> {
  const statuses = statusesOf(actor);
  for (const status of AM_STATUSES) {
    const id = amStatusId(status);
    const active = (statuses[status] ?? 0) > 0;
    if (actor.statuses.has(id) !== active) await actor.toggleStatusEffect(id, { active });
  }
}

/** updateActor: keeps token icons in step with the status flags (active GM only). */
export function onUpkeepActorUpdate(actor: Actor.Implementation, changed: unknown): void {
  if (!isActiveGm() || !isAmFigureType(actor.type) || !statusesChanged(changed)) return;
  void syncStatusIcons(actor);
}
