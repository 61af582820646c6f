import { isActiveGm } from "../shared/active-gm";
import { POKER_FACES } from "../../rules/common/poker";
import { ownsSync } from "../shared/ownership";
import { SYSTEM_ID } from "../shared/constants";
import type { RegistrationContext } from "../shared/registration";
import { PokerDie } from "./poker-die";
import { registerActionDiceSetting } from "../settings/action-dice";
import { parseCardFlag } from "../chat/card-parse";
import { activationFigureOf, appliesNothing, onceActionOf, recordRoll } from "../chat/roll-record";
import { registerRollRequest } from "./roll-request";
import { registerPartyDice } from "./party-dice";

/**
 * The part of Dice So Nice's `dice3d` API this system calls (its docs, api/customization): a
 * custom term needs a preset type `d<denomination>` and the shape it borrows, here the d6.
 */
export interface DiceSoNiceApi {
  addSystem(system: { id: string; name: string }, mode?: "preferred" | "default"): void;
  addDicePreset(preset: { type: string; labels: string[]; system: string; fontScale?: number }, shape: "d6"): void;
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by Dice So Nice once its `dice3d` API is ready. */
      diceSoNiceReady: (dice3d: DiceSoNiceApi) => void;
    }
  }
}

const POKER_DIE_LABEL = "SHELFWARS.Dice.PokerDie";
export const POKER_DIE_ICON = '<i class="fa-solid fa-dice-d6"></i>';

/** Registers the shared dice service at init: the poker die, manual entry and Dice So Nice. */
export function registerDiceService(_context: RegistrationContext): void {
  CONFIG.Dice.terms[PokerDie.DENOMINATION] = PokerDie;
  // Translations load after init, so the manual-entry label is localised on i18nInit.
  CONFIG.Dice.fulfillment.dice[PokerDie.DENOMINATION] = { label: POKER_DIE_LABEL, icon: POKER_DIE_ICON };
  Hooks.once("i18nInit", () => {
    const entry = CONFIG.Dice.fulfillment.dice[PokerDie.DENOMINATION];
    if (entry) entry.label = game.i18n!.localize(POKER_DIE_LABEL);
  });
  Hooks.once("diceSoNiceReady", addDiceSoNicePokerDie);
  registerActionDiceSetting();
  registerRollRequest();
  registerPartyDice();
  Hooks.on("createChatMessage", (message) => void recordCardRoll(message as unknown as RolledMessage));
}

interface RolledMessage {
  readonly id: string | null;
  readonly rolls: readonly unknown[];
  readonly author: { readonly id: string | null } | null;
  getFlag(scope: string, key: string): unknown;
}

/**
 * The active GM's client records every card with dice as it arrives, before anyone asks to
 * apply it, so a card rolled and then deleted or never applied still spent its action. The acting
 * figure is the card's claim here; a claim that lies is refused at apply, where the outcome is
 * derived again and must match this record.
 */
function recordCardRoll(message: RolledMessage): Promise<void> | void {
  if (!isActiveGm() || !message.id || message.rolls.length === 0) return;
  const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"));
  if (!card || !authorMayAct(message.author, card.claim.actingUuid)) return;
  // A free attack is rolled in the granting figure's activation: its author must be able to act for that figure too.
  const activating = activationFigureOf(card.claim);
  if (!authorMayAct(message.author, activating)) return;
  return recordRoll(message.id, activating, appliesNothing(card.claim), message.author?.id ?? "", onceActionOf(card));
}

/**
 * Only a card its author could act with spends the acting figure's roll: one a GM's client posted,
 * or one by an owner of the figure. A player's card naming someone else's figure is refused at
 * apply; recorded, it would spend that figure's action for its owner.
 */
function authorMayAct(author: RolledMessage["author"], actorUuid: string): boolean {
  const user = author?.id ? game.users?.get(author.id) : undefined;
  return !!user && ownsSync(user, actorUuid);
}

export function addDiceSoNicePokerDie(dice3d: DiceSoNiceApi): void {
  dice3d.addSystem({ id: SYSTEM_ID, name: game.i18n!.localize("SHELFWARS.SystemTitle") }, "preferred");
  dice3d.addDicePreset({ type: `d${PokerDie.DENOMINATION}`, labels: [...POKER_FACES], system: SYSTEM_ID }, "d6");
}
