import { RuleViolation } from "../../rules/common/errors";
import type { RulesetId } from "../shared/constants";
import type { AppliedChange, CardChange } from "./card-types";
import { writableField, type WritableActor, type WritableField } from "./writable-fields";
import { AUTOMATED_WRITE } from "../guard/register";
import { inWriteLine } from "../guard/write-queue";
import { acceptedSource } from "../guard/accepted";
import { CARD_WRITES_PATH } from "../guard/rule-owned";

/**
 * The only code that writes what a card changes, run on the active GM's client. Each change is
 * added to the actor's current value and clamped to the ruleset's bounds; what actually landed
 * is returned so undo can take back exactly that, leaving later changes alone.
 */

interface Target {
  readonly actor: WritableActor;
  readonly entries: { readonly path: string; readonly delta: number; readonly field: WritableField }[];
}

async function resolveActor(uuid: string): Promise<unknown> {
  // fvtt-types wants a `<DocumentName>.<id>` template type; the uuid is checked by writableField.
  return fromUuid(uuid as Parameters<typeof fromUuid>[0]);
}

async function targetsOf(ruleset: RulesetId, changes: readonly CardChange[]): Promise<Target[]> {
  const byUuid = new Map<string, Target>();
  for (const change of changes) {
    const document = await resolveActor(change.uuid);
    if (!document) throw new RuleViolation("Card.MissingDocument", `The actor ${change.uuid} no longer exists.`, { uuid: change.uuid });
    const { actor, field } = writableField(ruleset, document, change.path);
    const target = byUuid.get(change.uuid) ?? { actor, entries: [] };
    target.entries.push({ path: change.path, delta: change.delta, field });
    byUuid.set(change.uuid, target);
  }
  return [...byUuid.values()];
}

/** A field as a GM reads it on the sheet: `system.health.value` is "health". */
export function fieldLabel(path: string): string {
  return path.replace(/^system\./, "").replace(/^flags\.[^.]+\./, "").replace(/\.value$/, "");
}

/**
 * The stored number at `path`, as the guard last accepted it (a player's write the guard is
 * putting back is not added to); a key never written yet (a first status stack) counts as 0. A
 * stored figure that is not a safe whole number (1e308, NaN, 2.5) is named as it is, so the GM
 * knows which figure to correct: adding to it would write a value no record can hold. A safe whole
 * number outside the rules' bounds is counted clamped, and the GM is told.
 */
function currentValue(actor: WritableActor, path: string, bounds?: { min: number; max: number }): number {
  const source = acceptedSource(actor);
  const value = foundry.utils.getProperty(source, path) ?? (hasPath(source, path) ? null : 0);
  const data = { name: actor.name ?? actor.uuid, path, field: fieldLabel(path), value: String(value) };
  if (typeof value !== "number") {
    throw new RuleViolation("Card.NotANumber", `${data.name}: ${path} is not a number.`, data);
  }
  if (!Number.isSafeInteger(value)) throw new RuleViolation("Card.BadStoredNumber", `${data.name}: ${data.field} ${data.value} is not a safe whole number.`, data);
  if (bounds && (value < bounds.min || value > bounds.max)) {
    // A figure imported with a value outside the rules' bounds (a Health above its maximum) is read
    // as its model prepares it, clamped: the rules saw that value, and a rolled outcome lands.
    const counted = clamp(value, bounds);
    ui.notifications?.warn(game.i18n?.format("SHELFWARS.Card.ClampedStored", { ...data, min: String(bounds.min), max: String(bounds.max), counted: String(counted) }) ?? data.name);
    return counted;
  }
  return value;
}

function hasPath(source: object, path: string): boolean {
  const cut = path.lastIndexOf(".");
  const parent = cut < 0 ? source : foundry.utils.getProperty(source, path.slice(0, cut));
  return typeof parent === "object" && parent !== null && path.slice(cut + 1) in parent;
}

function clamp(value: number, bounds: { min: number; max: number }): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/**
 * The card being applied: its id goes on each actor in the same update as the card's change to
 * that actor, so a GM client that stops before the card's record is saved leaves a trace the
 * next apply recognises instead of writing the change again. `settled` says which earlier ids
 * the records already hold, so their traces can be dropped.
 */
export interface CardMark {
  readonly cardId: string;
  readonly settled: (cardId: string) => boolean;
}

/** One card's change to one actor, kept on the actor until the card's record is saved. */
interface CardWrite {
  readonly card: string;
  readonly applied: readonly AppliedChange[];
}

/** Kept as an array: an update replaces an array whole (no deletion operators, which differ in v14). */
export { CARD_WRITES_PATH };

function parseAppliedOn(actor: WritableActor, value: unknown): AppliedChange | null {
  if (typeof value !== "object" || value === null) return null;
  const { uuid, path, delta, name } = value as Record<string, unknown>;
  if (uuid !== actor.uuid || typeof path !== "string" || typeof delta !== "number" || !Number.isFinite(delta) || typeof name !== "string") return null;
  return { uuid, path, delta, name };
}

function cardWritesOf(actor: WritableActor): CardWrite[] {
  const stored: unknown = foundry.utils.getProperty(acceptedSource(actor), CARD_WRITES_PATH);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((value: unknown) => {
    const { card, applied } = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    if (typeof card !== "string" || !Array.isArray(applied)) return [];
    const changes = applied.map((change: unknown) => parseAppliedOn(actor, change));
    return changes.every((change) => change !== null) ? [{ card, applied: changes as AppliedChange[] }] : [];
  });
}

/** The actors a card may have written: the world's and the unlinked tokens' own. */
function everyActor(): WritableActor[] {
  const actors = [...((game.actors ?? []) as Iterable<unknown>)] as WritableActor[];
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) if (!token.actorLink && token.actor) actors.push(token.actor as unknown as WritableActor);
  }
  return actors;
}

/** The cards whose changes some actor holds a trace of (applied in part or whole, their record not saved). */
export function tracedCardIds(): Set<string> {
  return new Set(everyActor().flatMap((actor) => cardWritesOf(actor).map((write) => write.card)));
}

/**
 * What this card already wrote to the actor, from the trace of an apply that stopped before its
 * record was saved. Only a trace for the very fields the card changes on this actor counts.
 */
function recognised(target: Target, mark: CardMark | undefined): readonly AppliedChange[] | null {
  if (!mark) return null;
  const trace = cardWritesOf(target.actor).find((write) => write.card === mark.cardId);
  if (!trace) return null;
  const paths = target.entries.map((entry) => entry.path);
  const same = trace.applied.length === paths.length && trace.applied.every((change, k) => change.path === paths[k]);
  return same ? trace.applied : null;
}

/** The actor's traces after this write: settled cards' dropped, this card's added (apply) or removed (rollback). */
function tracesAfter(actor: WritableActor, mark: CardMark, applied: readonly AppliedChange[] | null): CardWrite[] {
  const kept = cardWritesOf(actor).filter((write) => write.card !== mark.cardId && !mark.settled(write.card));
  return applied ? [...kept, { card: mark.cardId, applied }] : kept;
}

/**
 * Writes one actor's new values. `stepFor` leaves out values the actor already holds, so the
 * update always changes something: resolving undefined means a `_preUpdate` or `preUpdateActor`
 * veto (refused); a rejection is the server's refusal (failed).
 */
async function write(actor: WritableActor, values: Record<string, number>, traces?: CardWrite[]): Promise<void> {
  if (Object.keys(values).length === 0) return;
  let result: unknown;
  try {
    result = await actor.update(traces ? { ...values, [CARD_WRITES_PATH]: traces } : values, AUTOMATED_WRITE);
  } catch (error) {
    throw new RuleViolation("Card.UpdateFailed", `Could not update ${actor.name ?? actor.uuid}.`, {
      name: actor.name ?? actor.uuid,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (result === undefined || result === null) {
    throw new RuleViolation("Card.UpdateRefused", `The update of ${actor.name ?? actor.uuid} was refused.`, { name: actor.name ?? actor.uuid });
  }
}

interface Step {
  readonly actor: WritableActor;
  readonly values: Record<string, number>;
  readonly applied: AppliedChange[];
}

function stepFor(target: Target, sign: 1 | -1): Step {
  const values: Record<string, number> = {};
  const applied: AppliedChange[] = [];
  for (const entry of target.entries) {
    const bounds = entry.field.bounds(target.actor);
    if (!Number.isSafeInteger(bounds.min) || !Number.isSafeInteger(bounds.max)) {
      const data = { name: target.actor.name ?? target.actor.uuid, path: entry.path, field: fieldLabel(entry.path), value: `${bounds.min} to ${bounds.max}` };
      throw new RuleViolation("Card.BadStoredNumber", `${data.name}: the bounds of ${data.field} (${data.value}) are not safe whole numbers.`, data);
    }
    const now = values[entry.path] ?? currentValue(target.actor, entry.path, sign === 1 ? bounds : undefined);
    const next = clamp(now + sign * entry.delta, bounds);
    values[entry.path] = next;
    applied.push({ uuid: target.actor.uuid, path: entry.path, delta: sign * (next - now), name: target.actor.name ?? target.actor.uuid });
  }
  // Left out only when the actor itself already holds it (a player's value not yet put back is overwritten).
  for (const path of Object.keys(values)) if (values[path] === foundry.utils.getProperty(target.actor.toObject(), path)) delete values[path];
  return { actor: target.actor, values, applied };
}

// One card's changes at a time, in the same line as the guard's put-backs: each reads the values
// it adds to, so two writers of the same field (the GM's automatic apply beside a request, a
// put-back beside a card) must not interleave.
const oneAtATime = inWriteLine;

/** Another write of the GM's client (a token put back after a move) in the same queue as card changes, so the two never interleave. */
export function inWriteQueue<T>(work: () => Promise<T>): Promise<T> {
  return oneAtATime(work);
}

/**
 * Applies the changes, actor by actor. If one actor's update is refused, the actors already
 * written get their values back and the error is rethrown: a card lands whole or not at all.
 */
export function applyChanges(ruleset: RulesetId, changes: readonly CardChange[], mark?: CardMark): Promise<AppliedChange[]> {
  return oneAtATime(() => applyNow(ruleset, changes, mark));
}

async function applyNow(ruleset: RulesetId, changes: readonly CardChange[], mark: CardMark | undefined): Promise<AppliedChange[]> {
  const targets = await targetsOf(ruleset, changes);
  const done: Step[] = [];
  const landed: AppliedChange[] = [];
  try {
    for (const target of targets) {
      // Written already by an apply that stopped before the card's record: taken as it landed.
      const earlier = recognised(target, mark);
      if (earlier) {
        landed.push(...earlier);
        continue;
      }
      const step = stepFor(target, 1);
      await write(step.actor, step.values, mark ? tracesAfter(step.actor, mark, step.applied) : undefined);
      done.push(step);
      landed.push(...step.applied);
    }
  } catch (error) {
    for (const step of done.reverse()) {
      await reverseStep(ruleset, step.applied, mark).catch((rollback: unknown) => console.error("Shelf Wars | rollback failed", rollback));
    }
    throw error;
  }
  return landed;
}

/** What undo could not take back: the amount still missing on a field. */
export interface Shortfall {
  readonly name: string;
  readonly path: string;
  readonly missing: number;
}

async function reverseStep(ruleset: RulesetId, applied: readonly AppliedChange[], rolledBack?: CardMark): Promise<Shortfall[]> {
  const live = applied.filter((change) => change.delta !== 0);
  if (live.length === 0) return [];
  const target = (await targetsOf(ruleset, live))[0]!;
  const step = stepFor(target, -1);
  await write(step.actor, step.values, rolledBack ? tracesAfter(step.actor, rolledBack, null) : undefined);
  return live
    .map((change, k) => ({ name: change.name, path: change.path, missing: change.delta - step.applied[k]!.delta }))
    .filter((shortfall) => shortfall.missing !== 0);
}

/**
 * Takes back exactly what a card changed, from the actors' current values: a later change to
 * the same field stays. What the bounds (or a deleted actor) keep from being reversed is
 * returned, not hidden.
 */
export function reverseChanges(ruleset: RulesetId, applied: readonly AppliedChange[], rolledBack?: CardMark): Promise<Shortfall[]> {
  return oneAtATime(() => reverseNow(ruleset, applied, rolledBack));
}

/** `rolledBack`: an apply taken back before its record was saved; its traces go with its values. */
async function reverseNow(ruleset: RulesetId, applied: readonly AppliedChange[], rolledBack: CardMark | undefined): Promise<Shortfall[]> {
  const shortfalls: Shortfall[] = [];
  const byUuid = new Map<string, AppliedChange[]>();
  for (const change of applied) byUuid.set(change.uuid, [...(byUuid.get(change.uuid) ?? []), change]);
  for (const changes of [...byUuid.values()].reverse()) {
    if (!(await resolveActor(changes[0]!.uuid))) {
      shortfalls.push(...changes.filter((c) => c.delta !== 0).map((c) => ({ name: c.name, path: c.path, missing: c.delta })));
      continue;
    }
    shortfalls.push(...(await reverseStep(ruleset, changes, rolledBack)));
  }
  return shortfalls;
}
