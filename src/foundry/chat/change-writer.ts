import { RuleViolation } from "../../rules/common/errors";
import type { RulesetId } from "../constants";
import type { AppliedChange, CardChange } from "./card-types";
import { writableField, type WritableActor, type WritableField } from "./writable-fields";
import { AUTOMATED_WRITE } from "../guard/register";

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
 * The stored number at `path`; a key never written yet (a first status stack) counts as 0. A
 * stored figure that is not a safe whole number (1e308, NaN, 2.5) or lies outside the rules'
 * bounds is named as it is, so the GM knows which figure to correct: adding to it would write a
 * value no record can hold.
 */
function currentValue(actor: WritableActor, path: string, bounds?: { min: number; max: number }): number {
  const value = foundry.utils.getProperty(actor.toObject(), path) ?? (hasPath(actor.toObject(), path) ? null : 0);
  const data = { name: actor.name ?? actor.uuid, path, field: fieldLabel(path), value: String(value) };
  if (typeof value !== "number") {
    throw new RuleViolation("Card.NotANumber", `${data.name}: ${path} is not a number.`, data);
  }
  if (!Number.isSafeInteger(value)) throw new RuleViolation("Card.BadStoredNumber", `${data.name}: ${data.field} ${data.value} is not a safe whole number.`, data);
  if (bounds && (value < bounds.min || value > bounds.max)) {
    throw new RuleViolation("Card.OutOfBounds", `${data.name}: ${data.field} ${data.value} is outside ${bounds.min} to ${bounds.max}.`, { ...data, min: bounds.min, max: bounds.max });
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
 * Writes one actor's new values. `stepFor` leaves out values the actor already holds, so the
 * update always changes something: resolving undefined means a `_preUpdate` or `preUpdateActor`
 * veto (refused); a rejection is the server's refusal (failed).
 */
async function write(actor: WritableActor, values: Record<string, number>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  let result: unknown;
  try {
    result = await actor.update(values, AUTOMATED_WRITE);
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
  for (const path of Object.keys(values)) if (values[path] === currentValue(target.actor, path)) delete values[path];
  return { actor: target.actor, values, applied };
}

// One card's changes at a time: each reads the current values it adds to, so two cards writing
// the same field together (the GM's automatic apply beside a request) must not interleave.
let writing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = writing.then(work, work);
  writing = run.catch(() => undefined);
  return run;
}

/**
 * Applies the changes, actor by actor. If one actor's update is refused, the actors already
 * written get their values back and the error is rethrown: a card lands whole or not at all.
 */
export function applyChanges(ruleset: RulesetId, changes: readonly CardChange[]): Promise<AppliedChange[]> {
  return oneAtATime(() => applyNow(ruleset, changes));
}

async function applyNow(ruleset: RulesetId, changes: readonly CardChange[]): Promise<AppliedChange[]> {
  const targets = await targetsOf(ruleset, changes);
  const done: Step[] = [];
  try {
    for (const target of targets) {
      const step = stepFor(target, 1);
      await write(step.actor, step.values);
      done.push(step);
    }
  } catch (error) {
    for (const step of done.reverse()) {
      await reverseStep(ruleset, step.applied).catch((rollback: unknown) => console.error("Shelf Wars | rollback failed", rollback));
    }
    throw error;
  }
  return done.flatMap((step) => step.applied);
}

/** What undo could not take back: the amount still missing on a field. */
export interface Shortfall {
  readonly name: string;
  readonly path: string;
  readonly missing: number;
}

async function reverseStep(ruleset: RulesetId, applied: readonly AppliedChange[]): Promise<Shortfall[]> {
  const live = applied.filter((change) => change.delta !== 0);
  if (live.length === 0) return [];
  const target = (await targetsOf(ruleset, live))[0]!;
  const step = stepFor(target, -1);
  await write(step.actor, step.values);
  return live
    .map((change, k) => ({ name: change.name, path: change.path, missing: change.delta - step.applied[k]!.delta }))
    .filter((shortfall) => shortfall.missing !== 0);
}

/**
 * Takes back exactly what a card changed, from the actors' current values: a later change to
 * the same field stays. What the bounds (or a deleted actor) keep from being reversed is
 * returned, not hidden.
 */
export function reverseChanges(ruleset: RulesetId, applied: readonly AppliedChange[]): Promise<Shortfall[]> {
  return oneAtATime(() => reverseNow(ruleset, applied));
}

async function reverseNow(ruleset: RulesetId, applied: readonly AppliedChange[]): Promise<Shortfall[]> {
  const shortfalls: Shortfall[] = [];
  const byUuid = new Map<string, AppliedChange[]>();
  for (const change of applied) byUuid.set(change.uuid, [...(byUuid.get(change.uuid) ?? []), change]);
  for (const changes of [...byUuid.values()].reverse()) {
    if (!(await resolveActor(changes[0]!.uuid))) {
      shortfalls.push(...changes.filter((c) => c.delta !== 0).map((c) => ({ name: c.name, path: c.path, missing: c.delta })));
      continue;
    }
    shortfalls.push(...(await reverseStep(ruleset, changes)));
  }
  return shortfalls;
}
