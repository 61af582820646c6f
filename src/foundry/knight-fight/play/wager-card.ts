import type { FigureBadge } from "../../sides/figure-badge";
import type { KfWagerResult } from "../../../rules/knight-fight/wager";
import { KF_WAGER } from "../../../rules/knight-fight/wager";
import { dieChip } from "../../dice/die-chip";
import { kfCount, kfFormat, kfLocalize } from "../documents/labels";

/** What the wager card shows: every die (those scoring 3+ marked), the points, what went back. */
export function wagerCardContext(input: { figureName: string; figureBadge: FigureBadge; forceName: string; take: number; declare: number; dice: readonly number[]; result: KfWagerResult; poolBefore: number }) {
  const met = input.declare <= input.result.actionPoints;
  return {
    title: kfFormat("Wager.CardTitle", { name: input.figureName }),
    figureBadge: input.figureBadge,
    choice: kfFormat("Wager.Choice", { take: input.take, declare: input.declare }),
    dice: input.dice.map((face) => (face >= KF_WAGER.apFrom ? dieChip(face, "hit", kfFormat("Wager.DieScores", { face })) : dieChip(face, "miss", kfFormat("Wager.DieMisses", { face })))),
    actionPoints: kfCount("Wager.Points", input.result.actionPoints),
    met,
    verdict: kfLocalize(met ? "Wager.Met" : "Wager.NotMet"),
    returned: kfFormat("Wager.Back", { returned: input.result.returned, discarded: input.result.discarded }),
    pool: kfFormat("Wager.PoolChange", { force: input.forceName, before: input.poolBefore, after: input.result.pool }),
    endsNow: input.result.actionPoints === 0 ? kfLocalize("Wager.EndsNow") : null,
  };
}
export type WagerCardContext = ReturnType<typeof wagerCardContext>;
