import type { FigureBadge } from "../../sides/figure-badge";
import type { RuleViolation } from "../../../rules/common/errors";
import { localiseIssue } from "../documents/violations";
import { percent, pmFormat, pmLocalize, singKey } from "./labels";
import { sightWarning, singTargets, type SingLevels, type SingPlan, type SingTarget } from "../table/sing-plan";
import type { SongResult } from "../table/sing-plan";
import { dieChips, type DieChip } from "../../dice/die-chip";

function expected(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** The odds lines of a song at one target: success, spared, humiliated, the Value it takes on average. */
export function oddsLines(t: SingTarget) {
  return {
    success: pmFormat(singKey("Odds.Success"), { chance: percent(t.odds.success) }),
    spared: pmFormat(singKey("Odds.Spared"), { chance: percent(t.odds.spared) }),
    humiliated: pmFormat(singKey("Odds.Humiliated"), { chance: percent(t.odds.humiliated) }),
    expected: pmFormat(singKey("Odds.Expected"), { value: expected(t.odds.expectedHumiliation) }),
    heaven: pmFormat(singKey("Odds.Heaven"), { name: t.target.name, chance: percent(t.loss.heaven) }),
  };
}

/** The Value a song can take, each amount with its exact chance (0: failed or spared). */
export function lossRows(t: SingTarget) {
  return t.loss.lost.map((l) => ({ amount: dollars(l.amount), chance: percent(l.chance), after: dollars(Math.max(0, t.target.value - l.amount)) }));
}

/** Value is money: shown as the card shows it ($9). */
function dollars(amount: number): string {
  return pmFormat("SHELFWARS.PreciousMoments.Money", { value: amount });
}

function warningsOf(plan: SingPlan): string[] {
  const warnings: RuleViolation[] = [];
  const sight = sightWarning(plan);
  if (sight) warnings.push(sight);
  const lines = warnings.map((w) => pmFormat(singKey("Warning"), { rule: localiseIssue(w) }));
  if (plan.turn.kind === "free" && plan.turn.verdict === "warn") lines.push(pmFormat(singKey("OutsideTurnWarning"), { name: plan.singer.name }));
  return lines;
}

/**
 * What the Sing dialog shows: the opposing figures in play the singer may sing at (those out of
 * sight only when the line of sight check is at warn, marked so), each with its exact odds; for
 * the one chosen the whole distribution of the Value lost.
 */
export function singView(scene: Scene.Implementation, singerId: string, targetId: string | null, levels: SingLevels) {
  const { singer, targets } = singTargets(scene, singerId, levels);
  const chosen = targets.find((t) => t.target.id === targetId) ?? targets.find((t) => t.sight.clear) ?? targets[0] ?? null;
  return {
    title: pmFormat(singKey("DialogTitle"), { name: singer.name }),
    singerLine: pmFormat(singKey("SingerLine"), { name: singer.name, cuteness: singer.cuteness }),
    targets: targets.map((t) => ({
      id: t.target.id,
      // Short enough to show whole in the closed select; the chosen one's stats and odds follow it.
      label: pmFormat(t.sight.clear ? singKey("TargetLabel") : singKey("TargetLabelHidden"), { name: t.target.name, humiliated: percent(t.odds.humiliated) }),
      selected: t === chosen,
    })),
    hasTargets: targets.length > 0,
    chosen: chosen
      ? {
          name: chosen.target.name,
          stats: pmFormat(singKey("TargetLine"), { name: chosen.target.name, piety: chosen.target.piety, value: chosen.target.value }),
          ...oddsLines(chosen),
          rows: lossRows(chosen),
          caption: pmFormat(singKey("LossCaption"), { name: chosen.target.name, value: chosen.target.value }),
          sightWarning: chosen.sightVerdict === "warn" ? pmFormat(singKey("OutOfSightNote"), { blocker: chosen.sight.blockedBy ?? "" }) : null,
        }
      : null,
    noTarget: targets.length === 0 ? pmLocalize(singKey("NoTarget")) : null,
    canSing: chosen !== null,
    highlightIds: targets.filter((t) => t.sight.clear).map((t) => t.target.id),
  };
}
export type SingView = ReturnType<typeof singView>;

/** One roll on the song's card: what it was for, its dice as chips, and its total with what came of it. */
export interface SongRollLine {
  readonly label: string;
  readonly dice: readonly DieChip[];
  readonly result: string;
}

function rollLine(label: string, dice: readonly number[] | undefined, result: string): SongRollLine {
  return { label: pmLocalize(singKey(label)), dice: dieChips(dice ?? []), result };
}

/** What the song's card shows: each roll made (only those the rules called for), the Value change, Heaven. */
export function singCardContext(plan: SingPlan, song: SongResult, badges: { readonly singer: FigureBadge; readonly target: FigureBadge }) {
  const { aria } = song;
  const lines = [
    rollLine("Card.Song", aria.singRoll, pmFormat(aria.success ? singKey("Card.SingSuccess") : singKey("Card.SingFailure"), { total: aria.singTotal, cuteness: aria.cuteness })),
  ];
  if (aria.spiritTotal !== undefined) {
    lines.push(rollLine("Card.Spirit", aria.spiritRoll, pmFormat(aria.spared ? singKey("Card.Spared") : singKey("Card.NotSpared"), { total: aria.spiritTotal, piety: aria.piety, name: plan.target.name })));
  }
  if (aria.humiliationRoll) {
    lines.push(rollLine("Card.HumiliationRoll", aria.humiliationRoll, pmFormat(singKey("Card.Humiliation"), { total: aria.humiliation, name: plan.target.name, before: aria.valueBefore, after: Math.max(0, aria.valueAfter) })));
  }
  return {
    title: pmFormat(singKey("Card.Title"), { singer: plan.singer.name, target: plan.target.name }),
    lines,
    singerBadge: badges.singer,
    targetBadge: badges.target,
    verdict: !aria.success
      ? pmLocalize(singKey("Card.Failed"))
      : aria.spared
        ? pmLocalize(singKey("Card.SparedVerdict"))
        : pmFormat(singKey("Card.HumiliatedValue"), { name: plan.target.name, before: aria.valueBefore, after: Math.max(0, aria.valueAfter) }),
    landed: aria.success && !aria.spared,
    heaven: song.heaven ? pmFormat(singKey("Card.Heaven"), { name: plan.target.name }) : null,
    odds: [oddsLines(plan).success, oddsLines(plan).spared, oddsLines(plan).expected].join(" · "),
    warnings: warningsOf(plan),
  };
}
export type SingCardContext = ReturnType<typeof singCardContext>;
