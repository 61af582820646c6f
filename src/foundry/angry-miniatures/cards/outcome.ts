import type { AmEvent, AmState, PendingFollowUp } from "../../../rules/angry-miniatures/game-types";
import { RuleViolation } from "../../../rules/common/errors";
import type { CardChange, FollowUpGrant } from "../../chat/card-types";
import { HEALTH_PATH, markedByPath, statusPath } from "../table/plan";

/** Maps the rules' figure ids (token ids on the card's scene) to the actors a card changes. */
export type ActorUuidOf = (figureId: string) => string;

export function actorUuidLookup(figures: readonly { readonly id: string; readonly actorUuid: string }[]): ActorUuidOf {
  const byId = new Map(figures.map((f) => [f.id, f.actorUuid]));
  return (figureId) => {
    const uuid = byId.get(figureId);
    if (!uuid) throw new RuleViolation("AmPlay.Card.NoFigure", `Angry Miniatures card: figure ${figureId} is not on the scene.`, { id: figureId });
    return uuid;
  };
}

/**
 * The changes the rules' events ask for, as amounts: damage taken, Health healed, status stacks
 * gained or lost. Amounts, not the Health the rules reached, so a card applied after another one
 * still lands its whole hit (the writer clamps at the bounds).
 */
export function changesOfEvents(events: readonly AmEvent[], actorUuidOf: ActorUuidOf): CardChange[] {
  const changes: CardChange[] = [];
  for (const event of events) {
    switch (event.type) {
      case "damage":
        changes.push({ uuid: actorUuidOf(event.figureId), path: HEALTH_PATH, delta: -event.amount });
        break;
      case "heal":
        changes.push({ uuid: actorUuidOf(event.figureId), path: HEALTH_PATH, delta: event.requested });
        break;
      case "status":
        changes.push({ uuid: actorUuidOf(event.figureId), path: statusPath(event.status), delta: event.after - event.before });
        break;
      default:
        break;
    }
  }
  return changes.filter((change) => change.delta !== 0);
}

/**
 * Who placed a figure's Tactical Genius marks (DECISIONS: an Unpainted figure keeps the die of a
 * mark its own crit placed). The rules record placers on the figure without an event, so the
 * change is read from the states around the action: marks placed and marks used up.
 */
export function markChanges(before: AmState, after: AmState, actorUuidOf: ActorUuidOf): CardChange[] {
  const changes: CardChange[] = [];
  for (const [id, was] of Object.entries(before.figures)) {
    const now = after.figures[id];
    const placers = new Set([...Object.keys(was.markedBy ?? {}), ...Object.keys(now?.markedBy ?? {})]);
    for (const placer of placers) {
      const delta = (now?.markedBy?.[placer] ?? 0) - (was.markedBy?.[placer] ?? 0);
      if (delta !== 0) changes.push({ uuid: actorUuidOf(id), path: markedByPath(placer), delta });
    }
  }
  return changes;
}

/** A rules follow-up as a card grant: who may use it (their actors) and the rules' detail. */
export function grantOfFollowUp(followUp: PendingFollowUp, actorUuidOf: ActorUuidOf): FollowUpGrant {
  switch (followUp.kind) {
    case "push":
      return { kind: followUp.kind, actingUuids: [actorUuidOf(followUp.byId)], data: { byId: followUp.byId, targetId: followUp.targetId } };
    case "free-attack":
      return {
        kind: followUp.kind,
        actingUuids: followUp.byIds.map(actorUuidOf),
        data: { sourceId: followUp.sourceId, byIds: [...followUp.byIds], excludeTargetIds: [...followUp.excludeTargetIds] },
      };
    case "heal-friendly":
      return {
        kind: followUp.kind,
        actingUuids: [actorUuidOf(followUp.byId)],
        data: { byId: followUp.byId, amount: followUp.amount, candidateIds: [...followUp.candidateIds] },
      };
  }
}

export function grantsOfEvents(events: readonly AmEvent[], actorUuidOf: ActorUuidOf): FollowUpGrant[] {
  return events.flatMap((event) => (event.type === "follow-up" ? [grantOfFollowUp(event.followUp, actorUuidOf)] : []));
}

/** A list-valued field of a grant's data (empty when absent). */
export function grantList(grant: FollowUpGrant, field: string): readonly string[] {
  const value = grant.data[field];
  return Array.isArray(value) ? value : [];
}
