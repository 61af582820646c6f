import { registerRuleSetting, ruleFlag } from "../settings/registry";

/**
 * Who may take a card back. Undo exists to mend a mistake; a player undoing their own attack
 * could also roll it again until the dice please them. So by default only a GM undoes, and a
 * GM who trusts the table lets players undo their own figures' cards.
 */
const PLAYER_UNDO = "playerUndo";

export function registerUndoSetting(): void {
  registerRuleSetting("core", PLAYER_UNDO, { kind: "boolean", default: false });
}

export function mayUndo(user: { readonly isGM: boolean }): boolean {
  return user.isGM || ruleFlag("core", PLAYER_UNDO);
}
