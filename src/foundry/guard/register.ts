import { isActiveGm } from "../shared/active-gm";
import { SYSTEM_ID } from "../shared/constants";
import type { AutomationLevel } from "../settings/automation";
import { gameInProgress, judgeWrite, type Finding, type GuardedActor } from "./judge";
import { inWriteLine } from "./write-queue";
import { registerStatusGuard } from "./statuses";
import { registerEffectGuard } from "./effects";
import { registerPlacementGuard } from "./placement";
import { currentValue, forget, isKnown, lastKnownValue, rememberFields } from "./last-known";
import { reportFindings, reportGmEdit } from "./report";
import { revertUpdate } from "./revert";
import { guardFieldKey, ruleOwnedFieldsOf } from "./rule-owned";
import { automationLevel } from "../settings/registry";
import { GAME_STATE_CHECK } from "./judge";

/**
 * Update options that mark a write the system makes by itself on the GM's client (a card's
 * change, the guard putting a value back, a migration): not a GM's edit, so not logged as one.
 * Options reach every client's `updateActor` hook with the change.
 */
export const AUTOMATED_WRITE = { [SYSTEM_ID]: { automated: true } } as const;

function isAutomated(options: unknown): boolean {
  return (options as Record<string, { automated?: unknown } | undefined> | null)?.[SYSTEM_ID]?.automated === true;
}

/** What the figure is, beside its fields: its type and its whole system, to put back a change of type. */
const IDENTITY = [{ path: "type" }, { path: "system" }] as const;

function rememberActor(actor: GuardedActor): void {
  const declared = ruleOwnedFieldsOf(actor.type);
  if (declared) rememberFields(actor, [...declared.fields, ...IDENTITY]);
}

const TYPE_FIELD = { path: "type", kind: "build", actorTypes: [], label: guardFieldKey("Type") } as const;

/**
 * A Shelf Wars actor's type changed (core lets an owner do it with the system replaced whole,
 * foundryvtt#11951): the figure would leave its ruleset's rules and the tracker's. During a game a
 * player's change is put back at enforce (type and the system last accepted, replaced whole) and
 * told at warn; a GM's, or any outside a game, is taken in as the actor's new record.
 */
function onTypeChanged(actor: GuardedActor & { update(changes: object, options: object): Promise<unknown> }, wasType: string, options: unknown, userId: string): void {
  const user = game.users?.get(userId);
  const ruleset = ruleOwnedFieldsOf(wasType)?.ruleset;
  const level = ruleset ? automationLevel(ruleset, GAME_STATE_CHECK) : "off";
  if (!user || user.isGM || isAutomated(options) || !gameInProgress() || level === "off") {
    forget(actor.uuid);
    rememberActor(actor);
    return;
  }
  const findings: Finding[] = [{ field: TYPE_FIELD, before: wasType, after: actor.type, foreign: [] }];
  if (level === "enforce") {
    const system = lastKnownValue(actor.uuid, "system");
    void inWriteLine(async () => {
      if (actor.type === wasType) return;
      try {
        await actor.update({ type: wasType, system }, { recursive: false, diff: false, ...AUTOMATED_WRITE });
      } catch (error) {
        console.error(`Shelf Wars | the guard could not put back ${actor.name ?? actor.uuid}'s type`, error);
      }
    });
  } else {
    forget(actor.uuid);
    rememberActor(actor);
  }
  void reportFindings(level, user, actor.name ?? "", findings).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

interface TokenView {
  readonly actorLink?: boolean;
  readonly actor?: unknown;
}

/**
 * The synthetic actors of the unlinked tokens on every scene. A player owning an unlinked token
 * writes its game state through `token.actor.update`, which lands in the token's ActorDelta and
 * fires `updateActor` for the synthetic actor (foundryvtt#8973, #9131): the guard answers it as
 * it answers a world actor's write, by the synthetic actor's own uuid.
 */
function syntheticActors(): GuardedActor[] {
  const actors: GuardedActor[] = [];
  for (const scene of game.scenes ?? []) {
    for (const token of (scene as unknown as { tokens?: Iterable<TokenView> }).tokens ?? []) {
      if (token.actorLink === false && token.actor) actors.push(token.actor as GuardedActor);
    }
  }
  return actors;
}

/** The active GM's client keeps the record; a client that becomes the active GM takes it then. */
function rememberWorld(): void {
  if (!isActiveGm()) return;
  for (const actor of [...((game.actors ?? []) as Iterable<unknown> as Iterable<GuardedActor>), ...syntheticActors()]) if (!isKnown(actor.uuid)) rememberActor(actor);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A GM's own edit (not a card, not the guard) of a state field during a game: logged to the GMs. */
function logGmEdit(actor: GuardedActor, userId: string): void {
  const user = game.users?.get(userId);
  const declared = ruleOwnedFieldsOf(actor.type);
  if (!user || !declared || !isKnown(actor.uuid) || !gameInProgress()) return;
  for (const field of declared.fields.filter((f) => f.kind === "state")) {
    const before = lastKnownValue(actor.uuid, field.path);
    const after = currentValue(actor, field.path);
    if (!sameJson(before, after)) void reportGmEdit(user, actor.name ?? "", { field, before, after }).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
  }
}

/**
 * Puts back what the guard rejected, in the one write line (write-queue.ts): judged again when its
 * turn comes, against the record as it is then, so a card's change that landed in between stays
 * and only the writer's own values that are still on the actor are undone.
 */
function putBack(actor: GuardedActor & { update(changes: object, options: object): Promise<unknown> }, userId: string, rejected: ReadonlySet<string>): Promise<void> {
  return inWriteLine(async () => {
    const findings = judgeWrite(actor, userId)?.findings.filter((finding) => rejected.has(finding.field.path)) ?? [];
    if (findings.length === 0) return;
    try {
      await actor.update(revertUpdate(findings), AUTOMATED_WRITE);
    } catch (error) {
      console.error(`Shelf Wars | the guard could not put back ${actor.name ?? actor.uuid}`, error);
    }
  });
}

/** The fields of these findings the guard does not take into its record at this level. */
function rejectedAt(level: AutomationLevel, findings: readonly Finding[]): Set<string> {
  const rejected = findings.filter((finding) => level === "enforce" || finding.field.kind === "trace");
  return new Set(rejected.map((finding) => finding.field.path));
}

/**
 * updateActor on the active GM's client: a player's write to a rule-owned field is judged by the
 * game state check. enforce: put back at once, told to the GMs and the player; warn: kept, told to
 * the GMs (a trace, the system's own bookkeeping, is put back at warn too); off: kept. Everything
 * accepted becomes the new record.
 */
export function onActorUpdated(actor: GuardedActor, options: unknown, userId: string): void {
  const wasType = isActiveGm() ? lastKnownValue(actor.uuid, "type") : undefined;
  if (typeof wasType === "string" && wasType !== actor.type) return onTypeChanged(actor as never, wasType, options, userId);
  if (!ruleOwnedFieldsOf(actor.type)) return;
  if (!isActiveGm()) {
    // Not judged here, so not known to be accepted: taken again if this client becomes the active GM.
    forget(actor.uuid);
    return;
  }
  const judgement = judgeWrite(actor, userId);
  if (!judgement || judgement.findings.length === 0 || judgement.level === "off") {
    if (!judgement && !isAutomated(options) && game.users?.get(userId)?.isGM) logGmEdit(actor, userId);
    rememberActor(actor);
    return;
  }
  const { level, user, findings } = judgement;
  const rejected = rejectedAt(level, findings);
  const declared = ruleOwnedFieldsOf(actor.type)?.fields ?? [];
  rememberFields(actor, declared.filter((field) => !rejected.has(field.path)));
  if (rejected.size > 0) void putBack(actor as never, userId, rejected);
  void reportFindings(level, user, actor.name ?? "", findings).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

/** The guard of rule-owned fields: the GM's client keeps what it accepted and answers every player write. */
export function registerGuard(): void {
  Hooks.on("ready", () => rememberWorld());
  Hooks.on("userConnected", () => rememberWorld());
  Hooks.on("createActor", (actor) => {
    if (isActiveGm()) rememberActor(actor as unknown as GuardedActor);
  });
  Hooks.on("createToken", (token) => {
    const view = token as unknown as TokenView;
    if (isActiveGm() && view.actorLink === false && view.actor) rememberActor(view.actor as GuardedActor);
  });
  Hooks.on("deleteActor", (actor) => {
    if (isActiveGm()) forget(actor.uuid);
  });
  Hooks.on("updateActor", (actor, _changed, options, userId) => onActorUpdated(actor as unknown as GuardedActor, options, userId));
  registerStatusGuard();
  registerEffectGuard();
  registerPlacementGuard();
}
