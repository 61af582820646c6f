import { currentUser, setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";

export const ACTION_DICE_SETTINGS = ["gm", "players"] as const;

/** Sets "Who rolls players' action dice" as a GM does in the settings window, then goes back to the client that was running. */
export async function setActionDice(value: (typeof ACTION_DICE_SETTINGS)[number]): Promise<void> {
  const here = currentUser();
  const gm = game.users!.contents.find((user) => user.isGM) as unknown as StandInUser;
  setCurrentUser(gm);
  try {
    await game.settings!.set("shelf-wars" as never, "core.actionDice" as never, value as never);
  } finally {
    setCurrentUser(here);
  }
}
