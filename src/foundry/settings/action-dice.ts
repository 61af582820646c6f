import { readSetting, registerChoiceSetting, settingKey } from "./registry";

/**
 * Who rolls the dice of players' actions (a world setting, the GM's to choose):
 * - gm: the player asks, the active GM's client rolls with Foundry dice and posts the card for the
 *   player's figure; a card a player made with dice on it is never applied.
 * - players: each player's client rolls (or takes the faces a player enters by hand, for tables
 *   that roll physical dice). A card with both sides' dice (a contest) is still posted by the GM's
 *   client, which asks each side's player for their own dice (../dice/party-dice.ts).
 */
export const ACTION_DICE_SOURCES = ["gm", "players"] as const;
export type ActionDiceSource = (typeof ACTION_DICE_SOURCES)[number];
export const DEFAULT_ACTION_DICE: ActionDiceSource = "gm";

const NAME = "actionDice";
export const ACTION_DICE_KEY = settingKey("core", NAME);

export function registerActionDiceSetting(): void {
  registerChoiceSetting("core", NAME, ACTION_DICE_SOURCES, DEFAULT_ACTION_DICE);
}

export function actionDiceSource(): ActionDiceSource {
  const value = readSetting(ACTION_DICE_KEY);
  return (ACTION_DICE_SOURCES as readonly unknown[]).includes(value) ? (value as ActionDiceSource) : DEFAULT_ACTION_DICE;
}
