import type { RulesetId } from "../shared/constants";
import { ownsSync } from "../shared/ownership";
import { automationLevel } from "../settings/registry";
import type { AutomationLevel } from "../settings/automation";
import { currentValue, isKnown, lastKnownValue } from "./last-known";
import { ruleOwnedFieldsOf, type RuleOwnedField } from "./rule-owned";

/** The automation check that decides what happens to a player's write to a rule-owned field. */
export const GAME_STATE_CHECK = "gameState";

/** An actor as the guard reads it. */
export interface GuardedActor {
  readonly uuid: string;
  readonly type: string;
  readonly name: string | null;
  toObject(): object;
}

/** One rule-owned field a write changed in a way its writer may not. */
export interface Finding {
  readonly field: RuleOwnedField;
  readonly before: unknown;
  readonly after: unknown;
  /** For a roster: the figures gained that the writer does not own (uuids). */
  readonly foreign: readonly string[];
  /** For a roster: changed while a game runs, so the whole change is judged (not only foreign figures). */
  readonly inGame?: boolean;
}

export interface WriteJudgement {
  readonly ruleset: RulesetId;
  readonly level: AutomationLevel;
  readonly user: User.Implementation;
  readonly findings: readonly Finding[];
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function uuidList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string" && entry.length > 0) : [];
}

/** Figures named on the roster now and not before that `user` does not own (a missing actor counts as not owned). */
export function foreignFigures(before: unknown, after: unknown, user: User.Implementation): string[] {
  const had = new Set(uuidList(before));
  return uuidList(after).filter((uuid) => {
    return !had.has(uuid) && !ownsSync(user, uuid);
  });
}

/** A game is being played: some combat has started. */
export function gameInProgress(): boolean {
  return (game.combats?.contents ?? []).some((combat) => combat.started);
}

/** Outside a game, the field moved by exactly what its build field moved (the figure being built). */
function followsBuild(actor: GuardedActor, field: RuleOwnedField, before: unknown, after: unknown): boolean {
  if (!field.follows || gameInProgress()) return false;
  const buildBefore = lastKnownValue(actor.uuid, field.follows);
  const buildAfter = currentValue(actor, field.follows);
  const numbers = [before, after, buildBefore, buildAfter];
  if (!numbers.every((n) => typeof n === "number")) return false;
  return (after as number) - (before as number) === (buildAfter as number) - (buildBefore as number);
}

/** Outside a game, the value fell to exactly its derived bound: the data model clamping a rebuilt figure. */
function clampedByBuild(actor: GuardedActor, field: RuleOwnedField, before: unknown, after: unknown): boolean {
  if (!field.boundedBy || gameInProgress() || typeof before !== "number" || typeof after !== "number" || after >= before) return false;
  return foundry.utils.getProperty(actor, field.boundedBy) === after;
}

function findingFor(actor: GuardedActor, field: RuleOwnedField, user: User.Implementation): Finding | null {
  const before = lastKnownValue(actor.uuid, field.path);
  const after = currentValue(actor, field.path);
  if (sameJson(before, after)) return null;
  if (field.kind === "build" && !gameInProgress()) return null;
  if (field.kind !== "roster") return followsBuild(actor, field, before, after) || clampedByBuild(actor, field, before, after) ? null : { field, before, after, foreign: [] };
  const foreign = foreignFigures(before, after, user);
  // While a game runs a side's roster is game state: no figure leaves, joins or changes sides but by the GM.
  if (gameInProgress()) return { field, before, after, foreign, inGame: true };
  return foreign.length > 0 ? { field, before, after, foreign } : null;
}

/**
 * What a write by `userId` did to the actor's rule-owned fields, judged on a GM's client against
 * the values it last accepted. A GM's write, an actor no ruleset guards, or one the client has no
 * record of yet, gives null.
 */
export function judgeWrite(actor: GuardedActor, userId: string): WriteJudgement | null {
  const user = game.users?.get(userId);
  if (!user || user.isGM) return null;
  const declared = ruleOwnedFieldsOf(actor.type);
  if (!declared || !isKnown(actor.uuid)) return null;
  const findings = declared.fields.map((field) => findingFor(actor, field, user)).filter((finding): finding is Finding => finding !== null);
  return { ruleset: declared.ruleset, level: automationLevel(declared.ruleset, GAME_STATE_CHECK), user, findings };
}

/**
 * Whether the GM's own hooks may act on this write: not when it is a player's write to a
 * rule-owned field that the guard puts back (game state check at enforce). Deterministic, so every
 * hook asks it whatever order the hooks run in.
 */
export function isWriteAccepted(actor: GuardedActor, userId: string): boolean {
  const judgement = judgeWrite(actor, userId);
  return !judgement || judgement.findings.length === 0 || judgement.level !== "enforce";
}
