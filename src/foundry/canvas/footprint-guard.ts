import { isActiveGm } from "../shared/active-gm";
import { format, localize } from "../shared/i18n";
import { rulesetOfActorType } from "../combat/activation-config";
import { automationLevel } from "../settings/registry";
import { GAME_STATE_CHECK } from "../guard/judge";
import { guardFieldKey } from "../guard/rule-owned";
import { reportFindings } from "../guard/report";
import { inWriteLine } from "../guard/write-queue";
import { AUTOMATED_WRITE } from "../guard/register";
import { startedCombatantOf } from "../shared/token-combatant";

// Hooks fvtt-types 13.345.1 types narrowly; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

const SIZE_FIELD = { path: "size", kind: "state", actorTypes: [], label: guardFieldKey("Size") } as const;

interface FigureToken {
  readonly id: string | null;
  readonly name: string | null;
  readonly width: number;
  readonly height: number;
  readonly parent: { readonly id: string | null } | null;
  readonly actor: { readonly type: string; readonly prototypeToken: { readonly width?: number; readonly height?: number } } | null;
  update(changes: Record<string, unknown>, options: object): Promise<unknown>;
}

const sizeText = (width: number, height: number): string => format("SHELFWARS.Guard.SizeValue", { width, height });

/**
 * A figure's footprint in play is its prototype token's. Resizing one's own token moves the square
 * or hex the figure stands on (its centre moves) without any move check, so during a started
 * combat the active GM's client answers a player's resize of a fighting figure's token by the
 * ruleset's game state check: put back at enforce, told at warn.
 */
export function judgeResize(token: FigureToken, changed: Record<string, unknown>, userId: string): void {
  if (!isActiveGm() || !("width" in changed || "height" in changed)) return;
  const user = game.users?.get(userId);
  const ruleset = rulesetOfActorType(token.actor?.type);
  if (!user || user.isGM || !ruleset || !token.actor || !startedCombatantOf(token)) return;
  const level = automationLevel(ruleset, GAME_STATE_CHECK);
  if (level === "off") return;
  const width = token.actor.prototypeToken.width ?? 1;
  const height = token.actor.prototypeToken.height ?? 1;
  if (token.width === width && token.height === height) return;
  if (level === "enforce") {
    void inWriteLine(async () => {
      if (token.width !== width || token.height !== height) await token.update({ width, height }, AUTOMATED_WRITE);
    }).catch((error: unknown) => console.error("Shelf Wars | the guard could not put back a token's size", error));
  }
  const finding = { field: SIZE_FIELD, before: sizeText(width, height), after: sizeText(token.width, token.height), foreign: [] };
  void reportFindings(level, user, token.name ?? localize("SHELFWARS.Guard.TheToken"), [finding]).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

export function registerFootprintGuard(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("updateToken", (token: FigureToken, changed: Record<string, unknown>, _options: unknown, userId: string) => judgeResize(token, changed, userId));
}
