import { SYSTEM_ID } from "../../shared/constants";
import { buildFields, cardWritesField, footprintFields, nameField, guardFieldKey } from "../../guard/rule-owned";
import { DEFEATED_STATUS } from "../../guard/statuses";
import type { GuardedField } from "../../ruleset/cards";
import { AM_STATUSES } from "../../../rules/angry-miniatures/crits";
import { AM_STATUS_EFFECTS, amStatusId, type AmStatusEffect } from "../documents/status-effects";
import { AM_ACTOR_TYPES } from "../documents/actor-types";
import { HEALTH_PATH, markedByPath, statusPath } from "../table/plan";
import { BUILD_FIELDS } from "../../../data/angry-miniatures/figure-source";

/** The most stacks of one crit status a figure can carry; far beyond any game, never beyond JSON. */
export const MAX_STATUS_STACKS = 99;

function healthMax(system: unknown): number {
  const max = (system as { health?: { max?: unknown } } | null)?.health?.max;
  return typeof max === "number" && Number.isFinite(max) ? max : 0;
}

const stacks = () => ({ min: 0, max: MAX_STATUS_STACKS });

/**
 * What Angry Miniatures' rules own: a figure's Health (cards: 0 to its maximum), its crit status
 * stacks and how many Tactical Genius marks each figure placed (cards: per status, per placer's
 * token id), a team's roster, the apply-once trace of cards on both, and during a game the
 * figure's build (stats, attack types, perk, flaw, crit, presentation).
 */
export const AM_FIELDS: readonly GuardedField[] = [
  // A rebuilt figure's Health is clamped to its new maximum by the data model while it is built.
  { path: HEALTH_PATH, kind: "state", actorTypes: [AM_ACTOR_TYPES.figure], label: guardFieldKey("Health"), boundedBy: "system.health.max", card: { bounds: (actor) => ({ min: 0, max: healthMax(actor.system) }) } },
  { path: `flags.${SYSTEM_ID}.statuses`, kind: "state", actorTypes: [AM_ACTOR_TYPES.figure], label: guardFieldKey("Statuses"), card: { paths: AM_STATUSES.map(statusPath), bounds: stacks } },
  { path: `flags.${SYSTEM_ID}.markedBy`, kind: "state", actorTypes: [AM_ACTOR_TYPES.figure], label: guardFieldKey("Marks"), card: { paths: [markedByPath("*")], bounds: stacks } },
  { path: "system.members", kind: "roster", actorTypes: [AM_ACTOR_TYPES.team], label: guardFieldKey("Team") },
  cardWritesField([AM_ACTOR_TYPES.figure, AM_ACTOR_TYPES.team]),
  ...buildFields(BUILD_FIELDS, [AM_ACTOR_TYPES.figure]),
  nameField([AM_ACTOR_TYPES.figure]),
  ...footprintFields([AM_ACTOR_TYPES.figure]),
];

/** The token statuses the rules set on a figure: defeated, and each one the GM's client mirrors (crits, the activated mark). */
export const AM_STATUSES_OWNED = {
  actorTypes: [AM_ACTOR_TYPES.figure],
  ids: [DEFEATED_STATUS, ...Object.keys(AM_STATUS_EFFECTS).map((status) => amStatusId(status as AmStatusEffect))],
} as const;
