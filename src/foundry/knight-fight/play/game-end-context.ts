import type { KfOutcome } from "../../../rules/knight-fight/state";
import { kfFormat, kfLocalize } from "../documents/labels";

/** What the game-end message shows: the winner and why the other force lost, or the draw. */
export function gameEndContext(outcome: KfOutcome, names: ReadonlyMap<string, string>, colours: ReadonlyMap<string, string> = new Map()) {
  const name = (id: string) => names.get(id) ?? id;
  if (outcome.kind === "draw") {
    return { title: kfLocalize("Outcome.Draw"), winnerColour: null, reasons: [kfLocalize(outcome.reason === "called" ? "Outcome.Called" : "Outcome.BothLost")], endLabel: kfLocalize("Outcome.EndCombat") };
  }
  return {
    title: kfFormat("Outcome.Win", { winner: name(outcome.winner) }),
    // The winning force's colour beside the title (its name is in the title).
    winnerColour: colours.get(outcome.winner) ?? null,
    reasons: outcome.reasons.map((reason) => kfFormat(`Outcome.${reason}`, { side: name(outcome.loser) })),
    endLabel: kfLocalize("Outcome.EndCombat"),
  };
}
