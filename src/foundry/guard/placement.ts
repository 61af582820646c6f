import { isActiveGm } from "../shared/active-gm";
import { rulesetRunningOn } from "../shared/running-game";
import { automationLevel } from "../settings/registry";
import { GAME_STATE_CHECK } from "./judge";
import { reportPlacement } from "./report";
import { ruleOwnedFieldsOf } from "./rule-owned";
import { inWriteLine } from "./write-queue";

interface PlacedToken {
  readonly name: string | null;
  readonly parent: { readonly id: string | null } | null;
  readonly actor: { readonly type: string; readonly name: string | null } | null;
  delete(): Promise<unknown>;
}

/**
 * A player the GM granted Create Tokens can place a token of their own figure on the scene of a
 * running game: an unlinked copy, even rebuilt through its token's data, that no turn order knows.
 * A figure joins a game only through the GM: at enforce the token is removed, at warn kept; the
 * GMs are told either way. A figure not in the combat cannot act in the game anyway (roll-record.ts).
 */
export function onTokenPlaced(token: PlacedToken, userId: string): void {
  if (!isActiveGm()) return;
  const user = game.users?.get(userId);
  const actor = token.actor;
  if (!user || user.isGM || !actor) return;
  const declared = ruleOwnedFieldsOf(actor.type);
  if (!declared || rulesetRunningOn(token.parent?.id) !== declared.ruleset) return;
  const level = automationLevel(declared.ruleset, GAME_STATE_CHECK);
  if (level === "off") return;
  if (level === "enforce") {
    void inWriteLine(async () => {
      try {
        await token.delete();
      } catch (error) {
        console.error(`Shelf Wars | the guard could not remove the token of ${actor.name ?? ""}`, error);
      }
    });
  }
  void reportPlacement(level, user, token.name ?? actor.name ?? "").catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

export function registerPlacementGuard(): void {
  Hooks.on("createToken", (token, _options, userId) => onTokenPlaced(token as unknown as PlacedToken, userId));
}
