import { format, localize } from "../table/labels";

/** A combat's game result: the one side with a figure standing wins; none standing is a draw. */
export type AmOutcome = { readonly kind: "win"; readonly winner: string; readonly losers: readonly string[] } | { readonly kind: "draw"; readonly sides: readonly string[] };

/** What the card shows: the winner (with its colour) and each beaten side, or the draw. */
export function amGameEndContext(outcome: AmOutcome, names: ReadonlyMap<string, { name: string; colour?: string }>) {
  const name = (key: string) => names.get(key)?.name ?? key;
  if (outcome.kind === "draw") return { title: localize("AmPlay.GameEnd.Draw"), winnerColour: null, reasons: [localize("AmPlay.GameEnd.AllFell")], endLabel: localize("AmPlay.GameEnd.EndCombat") };
  return {
    title: format("AmPlay.GameEnd.Win", { winner: name(outcome.winner) }),
    winnerColour: names.get(outcome.winner)?.colour ?? null,
    reasons: outcome.losers.map((side) => format("AmPlay.GameEnd.NoneStanding", { side: name(side) })),
    endLabel: localize("AmPlay.GameEnd.EndCombat"),
  };
}

