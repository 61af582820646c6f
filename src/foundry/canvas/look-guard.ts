import { isActiveGm } from "../shared/active-gm";
import { localize } from "../shared/i18n";
import { SYSTEM_ID } from "../shared/constants";
import { rulesetOfActorType } from "../combat/activation-config";
import { automationLevel } from "../settings/registry";
import { GAME_STATE_CHECK } from "../guard/judge";
import { guardFieldKey } from "../guard/rule-owned";
import { reportFindings } from "../guard/report";
import { inWriteLine } from "../guard/write-queue";
import { AUTOMATED_WRITE } from "../guard/register";
import { startedCombatantOf } from "../shared/token-combatant";
import { lookOf, type Look, type LookSource } from "../combat/start-records";

// Hooks fvtt-types 13.345.1 types narrowly; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

const DISPOSITION_FIELD = { path: "disposition", kind: "state", actorTypes: [], label: guardFieldKey("Disposition") } as const;
const RING_FIELD = { path: "ring", kind: "state", actorTypes: [], label: guardFieldKey("Ring") } as const;

interface LookToken extends LookSource {
  readonly id: string | null;
  readonly name: string | null;
  readonly disposition: number;
  readonly ring?: unknown;
  readonly parent: { readonly id: string | null } | null;
  readonly actor: { readonly type: string } | null;
  toObject(): { ring?: unknown };
  update(changes: Record<string, unknown>, options: object): Promise<unknown>;
}

const DISPOSITION_NAMES = { "-2": "secret", "-1": "hostile", "0": "neutral", "1": "friendly" } as const;

function dispositionName(value: number): string {
  const key = DISPOSITION_NAMES[String(value) as keyof typeof DISPOSITION_NAMES];
  return key ? localize(`SHELFWARS.Guard.Dispositions.${key}`) : String(value);
}

function isAutomated(options: unknown): boolean {
  return (options as Record<string, { automated?: unknown } | undefined> | null)?.[SYSTEM_ID]?.automated === true;
}

/**
 * The look the GM's client last accepted for each fighting token, on the combat it fights in
 * (`flags.shelf-wars.look.<tokenId>`), which players cannot write.
 */
function recordedLook(token: LookToken): Look | undefined {
  const found = startedCombatantOf(token);
  const raw = found && token.id ? ((found.combat.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.look as Record<string, unknown> | undefined)?.[token.id] : undefined;
  const look = raw as Partial<Look> | undefined;
  return look && typeof look.disposition === "number" ? { disposition: look.disposition, ring: look.ring ?? null } : undefined;
}

async function recordLook(token: LookToken, look: Look): Promise<void> {
  const found = startedCombatantOf(token);
  if (!found || !token.id) return;
  await found.combat.update({ [`flags.${SYSTEM_ID}.look.${token.id}`]: look } as never);
}

/**
 * A fighting figure's side shows in its token: the disposition (Angry Miniatures and Precious
 * Moments read sides from it) and the ring in its side's colours. During a started combat a
 * player's change of either on a fighting figure's token is put back at enforce and told at warn;
 * a GM's, or the system's own recolouring, becomes the new record.
 */
export function judgeLookChange(token: LookToken, changed: Record<string, unknown>, options: unknown, userId: string): void {
  if (!isActiveGm() || !("disposition" in changed || "ring" in changed)) return;
  const user = game.users?.get(userId);
  const ruleset = rulesetOfActorType(token.actor?.type);
  if (!user || !ruleset || !startedCombatantOf(token)) return;
  const recorded = recordedLook(token);
  const level = automationLevel(ruleset, GAME_STATE_CHECK);
  if (user.isGM || isAutomated(options) || level === "off" || !recorded) {
    void recordLook(token, lookOf(token)).catch((error: unknown) => console.error("Shelf Wars | could not record a token's look", error));
    return;
  }
  const now = lookOf(token);
  const findings = [
    ...(now.disposition !== recorded.disposition ? [{ field: DISPOSITION_FIELD, before: dispositionName(recorded.disposition), after: dispositionName(now.disposition), foreign: [] }] : []),
    ...(JSON.stringify(now.ring) !== JSON.stringify(recorded.ring) ? [{ field: RING_FIELD, before: localize("SHELFWARS.Guard.RingBefore"), after: localize("SHELFWARS.Guard.RingAfter"), foreign: [] }] : []),
  ];
  if (findings.length === 0) return;
  if (level === "enforce") {
    void inWriteLine(async () => {
      await token.update({ disposition: recorded.disposition, ring: recorded.ring }, AUTOMATED_WRITE);
    }).catch((error: unknown) => console.error("Shelf Wars | the guard could not put back a token's look", error));
  } else {
    void recordLook(token, now).catch((error: unknown) => console.error("Shelf Wars | could not record a token's look", error));
  }
  void reportFindings(level, user, token.name ?? localize("SHELFWARS.Guard.TheToken"), findings).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

/** A figure that joins a running combat: the GM's client records its token's look once. */
async function recordLooks(combat: { started: boolean; combatants: { contents: { token?: unknown }[] } }): Promise<void> {
  if (!isActiveGm() || !combat.started) return;
  for (const combatant of combat.combatants.contents) {
    const token = combatant.token as LookToken | null | undefined;
    if (token && !recordedLook(token)) await recordLook(token, lookOf(token));
  }
}

export function registerLookGuard(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("updateToken", (token: LookToken, changed: Record<string, unknown>, options: unknown, userId: string) => judgeLookChange(token, changed, options, userId));
  on("updateCombat", (combat: Parameters<typeof recordLooks>[0], changed: Record<string, unknown>) => {
    if ("round" in changed) void recordLooks(combat).catch((error: unknown) => console.error("Shelf Wars | could not record the tokens' looks", error));
  });
}
