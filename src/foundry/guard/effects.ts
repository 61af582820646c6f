import { isActiveGm } from "../shared/active-gm";
import { localize } from "../shared/i18n";
import { automationLevel } from "../settings/registry";
import { gameInProgress, GAME_STATE_CHECK, type Finding } from "./judge";
import { reportFindings } from "./report";
import { guardFieldKey, ruleOwnedFieldsOf } from "./rule-owned";
import { inWriteLine } from "./write-queue";

const EFFECT_FIELD = { path: "effects", kind: "build", actorTypes: [], label: guardFieldKey("Effect") } as const;

interface EffectDocument {
  readonly parent: unknown;
  readonly name?: string | null;
  readonly disabled: boolean;
  readonly changes: readonly { readonly key: string; readonly value: unknown }[];
  update(changes: object): Promise<unknown>;
  delete(): Promise<unknown>;
}

interface EffectActor {
  readonly type: string;
  readonly name: string | null;
}

function isActor(value: unknown): value is EffectActor {
  return typeof value === "object" && value !== null && typeof (value as EffectActor).type === "string";
}

/**
 * An active effect that changes a figure's data (core applies its changes when the actor is
 * prepared, on every client): its owner may create or edit one on their own figure, and so raise a
 * stat mid-game. Shelf Wars' rules use no effect changes (statuses are the rules' own, see
 * statuses.ts), so during a game a player's effect with changes is a change of the figure's build:
 * at enforce a new one is deleted and an edited one disabled, the GMs and the player told; at warn
 * it stays and the GMs are told; off, or a GM's, it stays.
 */
export function onEffectWritten(effect: EffectDocument, userId: string, created: boolean): void {
  if (!isActiveGm() || effect.disabled || effect.changes.length === 0) return;
  const user = game.users?.get(userId);
  const actor = effect.parent;
  if (!user || user.isGM || !isActor(actor) || !gameInProgress()) return;
  const declared = ruleOwnedFieldsOf(actor.type);
  if (!declared) return;
  const level = automationLevel(declared.ruleset, GAME_STATE_CHECK);
  if (level === "off") return;
  const shown = effect.changes.map((change) => `${change.key} ${String(change.value)}`).join(", ");
  const findings: Finding[] = [{ field: EFFECT_FIELD, before: localize("SHELFWARS.Guard.NoEffect"), after: `${effect.name ?? ""} (${shown})`, foreign: [] }];
  if (level === "enforce") {
    void inWriteLine(async () => {
      try {
        await (created ? effect.delete() : effect.update({ disabled: true }));
      } catch (error) {
        console.error(`Shelf Wars | the guard could not take back the effect on ${actor.name ?? ""}`, error);
      }
    });
  }
  void reportFindings(level, user, actor.name ?? "", findings).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

export function registerEffectGuard(): void {
  Hooks.on("createActiveEffect", (effect, _options, userId) => onEffectWritten(effect as unknown as EffectDocument, userId, true));
  Hooks.on("updateActiveEffect", (effect, _changed, _options, userId) => onEffectWritten(effect as unknown as EffectDocument, userId, false));
}
