import { rollStats, type PmRolledStats } from "../../../rules/precious-moments/figure";
import { resolveWithFoundryDice, type RollFormula } from "../../dice/foundry-roller";
import { pmDocKey } from "../documents/violations";
import { noticeLines, postNotice, type NoticeKind } from "../../shared/notices";

/** The figure actor the roll writes to. */
interface RollingFigure {
  readonly id: string | null;
  readonly name: string;
  readonly isOwner: boolean;
  /** The stored data: the stats the figure holds before the roll. */
  readonly _source: { readonly system?: unknown };
  update(changes: Record<string, unknown>): Promise<unknown>;
}

const STAT_NAMES = ["cuteness", "brightness", "piety"] as const;

function holdsStats(actor: RollingFigure, stats: PmRolledStats): boolean {
  const stored = actor._source.system as Partial<Record<(typeof STAT_NAMES)[number], unknown>> | undefined;
  return STAT_NAMES.every((stat) => stored?.[stat] === stats[stat]);
}

const foundryRoll: RollFormula = async (formula) => new Roll(formula).evaluate();

/**
 * "Roll stats" for a figure nobody rated: the rules' d10 Cuteness, d10 Brightness and d8 Piety
 * (DECISIONS, Random stats), each a real Foundry Roll shown in chat with the figure as speaker,
 * written to the figure, then posted. It changes only the owner's own actor, so no GM card is needed:
 * a forged roll could only give the same stats the owner may type on the sheet.
 * - Rolled stats the figure already holds: Foundry drops the write (it resolves undefined); the
 *   roll still counts, so it is posted, saying nothing changed.
 * - A write the figure's rules refuse (its `_preUpdate`, which says why) or the server refuses
 *   (it rejects; core shows its error): nothing is posted, and the roller is told so.
 */
export async function rollFigureStats(actor: RollingFigure, rollFormula: RollFormula = foundryRoll): Promise<PmRolledStats | null> {
  if (!actor.isOwner) {
    ui.notifications?.warn(game.i18n?.format(pmDocKey("Sheet.RollStatsNotOwner"), { name: actor.name }) ?? "");
    return null;
  }
  const { result, rolls } = await resolveWithFoundryDice(rollStats, { denomination: "d" }, rollFormula);
  const unchanged = holdsStats(actor, result);
  let updated: unknown;
  try {
    updated = await actor.update({ system: { cuteness: result.cuteness, brightness: result.brightness, piety: result.piety } });
  } catch {
    ui.notifications?.warn(game.i18n?.format(pmDocKey("Sheet.RollStatsNotWritten"), { name: actor.name }) ?? "");
    return null;
  }
  if (updated === undefined && !unchanged) return null;
  const rolledLine = game.i18n?.format(pmDocKey("Sheet.RolledStats"), {
    name: actor.name,
    cuteness: String(result.cuteness),
    brightness: String(result.brightness),
    piety: String(result.piety),
  }) ?? "";
  const lines = unchanged ? [rolledLine, game.i18n?.format(pmDocKey("Sheet.RolledStatsUnchanged"), { name: actor.name }) ?? ""] : [rolledLine];
  await postNotice(ROLLED_STATS_NOTICE, { content: noticeLines(lines, "pm-rolled-stats"), rolls, speaker: { actor: actor.id, alias: actor.name } });
  return result;
}

/** A figure's rolled ratings. */
export const ROLLED_STATS_NOTICE: NoticeKind = { flag: "pmRolledStats" };
