import { rollStats, type PmRolledStats } from "../../../rules/precious-moments/figure";
import { resolveWithFoundryDice, type RollFormula } from "../../dice/foundry-roller";
import { pmDocKey } from "./violations";

/** The figure actor the roll writes to. */
interface RollingFigure {
  readonly id: string | null;
  readonly name: string;
  readonly isOwner: boolean;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The figure's name is player-chosen text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const foundryRoll: RollFormula = async (formula) => new Roll(formula).evaluate();

/**
 * "Roll stats" for a figure nobody rated: the rules' d10 Cuteness, d10 Brightness and d8 Piety
 * (DECISIONS, Random stats), each a real Foundry Roll shown in chat with the figure as speaker,
 * written to the figure, then posted. It changes only the owner's own actor, so no GM card is needed:
 * a forged roll could only give the same stats the owner may type on the sheet.
 */
export async function rollFigureStats(actor: RollingFigure, rollFormula: RollFormula = foundryRoll): Promise<PmRolledStats | null> {
  if (!actor.isOwner) {
    ui.notifications?.warn(game.i18n?.format(pmDocKey("Sheet.RollStatsNotOwner"), { name: actor.name }) ?? "");
    return null;
  }
  const { result, rolls } = await resolveWithFoundryDice(rollStats, { denomination: "d" }, rollFormula);
  // A refused update (a rule, or the server's permission check) resolves undefined: nothing is posted.
  const updated = await actor.update({ system: { cuteness: result.cuteness, brightness: result.brightness, piety: result.piety } });
  if (updated === undefined) return null;
  const content = game.i18n?.format(pmDocKey("Sheet.RolledStats"), {
    name: actor.name,
    cuteness: String(result.cuteness),
    brightness: String(result.brightness),
    piety: String(result.piety),
  }) ?? "";
  await ChatMessage.implementation.create({
    content: `<p class="shelf-wars pm-rolled-stats">${escapeHtml(content)}</p>`,
    rolls,
    speaker: { actor: actor.id, alias: actor.name },
  } as ChatMessage.CreateData);
  return result;
}
