import { templatePath } from "../../shared/constants";
import { dieChip, type DieChip } from "../../dice/die-chip";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { kfFormat } from "../documents/labels";

/** What the tie card shows: the tied figures, each die thrown and whom it picked (the first pick goes first), the order. */
export interface TieCardContext {
  readonly title: string;
  readonly figures: string;
  readonly picks: readonly { readonly die: string; readonly roll: DieChip; readonly name: string; readonly first: boolean }[];
  readonly order: string;
}

/** Figures named by id; `rolls` as drawTieOrder threw them (one die per pick, sized to those left). */
export function tieCardContext(speed: number, names: ReadonlyMap<string, string>, ids: readonly string[], result: { order: readonly string[]; rolls: readonly number[] }): TieCardContext {
  const name = (id: string) => names.get(id) ?? id;
  return {
    title: kfFormat("Tie.Title", { speed }),
    figures: ids.map(name).join(", "),
    picks: result.rolls.map((roll, n) => ({ die: `d${ids.length - n}`, roll: dieChip(roll, n === 0 ? "wins" : "plain"), name: name(result.order[n] ?? ""), first: n === 0 })),
    order: result.order.map(name).join(", "),
  };
}

export function renderTieCard(context: TieCardContext): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(templatePath(KF_CARD_TEMPLATES.tieOrder), { ...context });
}
