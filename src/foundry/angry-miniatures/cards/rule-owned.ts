import { SYSTEM_ID } from "../../shared/constants";
import { buildFields, cardWritesField, DEFEATED_STATUS, guardFieldKey, type RuleOwnedField } from "../../guard";
import { AM_STATUS_EFFECTS, amStatusId, type AmStatusEffect } from "../documents/status-effects";
import { AM_ACTOR_TYPES } from "../documents/actor-types";
import { HEALTH_PATH } from "../table/plan";
import { BUILD_FIELDS } from "../../../data/angry-miniatures/figure-source";

/**
 * What Angry Miniatures' rules own (see writable.ts for what its cards may write): a figure's
 * Health, its crit status stacks and Tactical Genius marks, a team's roster, the apply-once trace of cards on both, and
 * during a game the figure's build (stats, attack types, perk, flaw, crit, presentation).
 */
export const AM_RULE_OWNED_FIELDS: readonly RuleOwnedField[] = [
  // A rebuilt figure's Health is clamped to its new maximum by the data model while it is built.
  { path: HEALTH_PATH, kind: "state", actorTypes: [AM_ACTOR_TYPES.figure], label: guardFieldKey("Health"), boundedBy: "system.health.max" },
  { path: `flags.${SYSTEM_ID}.statuses`, kind: "state", actorTypes: [AM_ACTOR_TYPES.figure], label: guardFieldKey("Statuses") },
  { path: `flags.${SYSTEM_ID}.markedBy`, kind: "state", actorTypes: [AM_ACTOR_TYPES.figure], label: guardFieldKey("Marks") },
  { path: "system.members", kind: "roster", actorTypes: [AM_ACTOR_TYPES.team], label: guardFieldKey("Team") },
  cardWritesField([AM_ACTOR_TYPES.figure, AM_ACTOR_TYPES.team]),
  ...buildFields(BUILD_FIELDS, [AM_ACTOR_TYPES.figure]),
];

/** The token statuses the rules set on a figure: defeated, and each one the GM's client mirrors (crits, the activated mark). */
export const AM_RULE_OWNED_STATUSES: readonly string[] = [DEFEATED_STATUS, ...Object.keys(AM_STATUS_EFFECTS).map((status) => amStatusId(status as AmStatusEffect))];

