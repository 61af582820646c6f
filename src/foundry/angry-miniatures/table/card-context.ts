import { squareName, type Offset } from "../../../rules/common/geometry";
import type { DiceCount, RolledPool, SuperTieBreakerRoll } from "../../../rules/angry-miniatures/contest";
import type { AmEvent, PendingFollowUp } from "../../../rules/angry-miniatures/game-types";
import type { AttackType } from "../../../rules/angry-miniatures/types";
import type { ExchangeOutcome } from "./exchange";
import { coverQuestionOpen } from "./cover-questions";
import { attackTypeLabel, dieView, format, localize, sourceLabel, statusLabel, type DieView } from "./labels";
import type { TableFigure } from "./table-figure";
import { formatCount } from "../../shared/i18n";
import type { FigureBadge } from "../../sides/figure-badge";
import { amBadge } from "./badge";

export interface ModifierView {
  readonly label: string;
  readonly delta: string;
  readonly ignored: boolean;
}

export interface PoolView {
  readonly base: number;
  readonly dice: number;
  /** The count in words ("3 dice"), so the number beside a name says what it counts. */
  readonly diceLabel: string;
  readonly modifiers: readonly ModifierView[];
  readonly faces: readonly DieView[];
  readonly rerolls: readonly { readonly source: string; readonly before: DieView; readonly after: DieView }[];
  readonly hits: number;
  readonly aces: number;
  readonly critTriggered: boolean;
}

export interface ContestView {
  readonly defenderId: string;
  readonly defenderName: string;
  readonly defence: PoolView;
  readonly winner: "attacker" | "defender" | "none";
  readonly outcome: string;
  readonly decidedBy: string;
  readonly superTieBreaker: readonly { readonly attacker: DieView; readonly defender: DieView }[];
  readonly damageToDefender: number;
  readonly damageToAttacker: number;
  /** The defender fought without cover and its side has not answered: is it in cover the table cannot show? */
  readonly coverQuestion: CoverQuestionView | null;
  readonly defenderBadge: FigureBadge;
}

/** The one data-action of a defender's cover answers (`data-cover` "yes" or "no"); `attack-cover-confirm.ts` wires them. */
export const COVER_BUTTON_ACTION = "shelf-wars-am-cover";

export interface CoverQuestionView {
  readonly action: typeof COVER_BUTTON_ACTION;
  readonly prompt: string;
  readonly yes: string;
  readonly no: string;
}

export interface HealthLine {
  readonly name: string;
  readonly before: number;
  readonly after: number;
  readonly defeated: boolean;
}

/** The one data-action every follow-up button carries; `follow-ups.ts` wires it. */
export const FOLLOW_UP_ACTION = "shelf-wars-follow-up";

/**
 * A follow-up button's data attributes: `data-index` (the follow-up's place in the card's
 * outcome), `data-kind` and `data-figure` (a token id on the card's scene). The GM's ledger holds
 * what the follow-up grants; a button only says which one, and for whom.
 */
export type FollowUpButtonData = Readonly<Record<"kind" | "figure" | "index", string>>;

export interface FollowUpButton {
  readonly action: typeof FOLLOW_UP_ACTION;
  readonly label: string;
  readonly data: FollowUpButtonData;
}

export interface FollowUpView {
  readonly kind: PendingFollowUp["kind"];
  readonly label: string;
  readonly buttons: readonly FollowUpButton[];
}

export interface AttackCardContext {
  readonly attackerName: string;
  readonly attackerBadge: FigureBadge;
  readonly attackType: AttackType;
  readonly attackTypeLabel: string;
  readonly attack: PoolView;
  readonly critName: string | null;
  readonly area: { readonly radius: number; readonly square: string } | null;
  readonly contests: readonly ContestView[];
  /** Said once above the cover questions, when any is open. */
  readonly coverIntro: string | null;
  readonly health: readonly HealthLine[];
  readonly effects: readonly string[];
  readonly followUps: readonly FollowUpView[];
  /** Checks that failed at "warn" and were allowed. */
  readonly warnings: readonly string[];
  /** What each defender's side answered on the card about cover, and who. */
  readonly coverNotes: readonly string[];
}

/** A defender's side's answer as the card shows it: the figure's token id, and the answering user's name. */
export interface CoverAnswerView {
  readonly figure: string;
  readonly inCover: boolean;
  readonly userName: string;
}

function poolView(count: DiceCount, pool: RolledPool): PoolView {
  return {
    base: count.base,
    dice: count.dice,
    diceLabel: formatCount("SHELFWARS.AmPlay.Card.Dice", count.dice),
    modifiers: count.modifiers.map((m) => ({
      label: sourceLabel(m.source),
      delta: m.delta > 0 ? `+${m.delta}` : String(m.delta),
      ignored: m.ignored !== undefined,
    })),
    faces: pool.ranks.map(dieView),
    rerolls: pool.rerolls.map((r) => ({ source: sourceLabel(r.source), before: dieView(r.before), after: dieView(r.after) })),
    hits: pool.hits,
    aces: pool.aces,
    critTriggered: pool.critTriggered,
  };
}

function tieBreakerView(rolls: readonly SuperTieBreakerRoll[]) {
  return rolls.map((r) => ({ attacker: dieView(r.attacker), defender: dieView(r.defender) }));
}

function followUpButton(label: string, data: FollowUpButtonData): FollowUpButton {
  return { action: FOLLOW_UP_ACTION, label, data };
}

/** A follow-up's line and its buttons: push names the target, free attack and heal offer one button per figure. */
export function followUpView(followUp: PendingFollowUp, name: (id: string) => string, index = 0): FollowUpView {
  const at = String(index);
  switch (followUp.kind) {
    case "push":
      return {
        kind: followUp.kind,
        label: format("AmPlay.FollowUp.Push", { attacker: name(followUp.byId), target: name(followUp.targetId) }),
        buttons: [followUpButton(format("AmPlay.FollowUp.PushButton", { target: name(followUp.targetId) }), { kind: followUp.kind, figure: followUp.targetId, index: at })],
      };
    case "free-attack":
      return {
        kind: followUp.kind,
        // Only a free attack that may not go at this attack's targets (Dual-wielding) says so;
        // Commanding's adjacent friend may attack anyone.
        label: format(followUp.excludeTargetIds.length > 0 ? "AmPlay.FollowUp.FreeAttackOtherTarget" : "AmPlay.FollowUp.FreeAttack", { figures: followUp.byIds.map(name).join(", ") }),
        buttons: followUp.byIds.map((id) => followUpButton(format("AmPlay.FollowUp.FreeAttackButton", { figure: name(id) }), { kind: followUp.kind, figure: id, index: at })),
      };
    case "heal-friendly":
      return {
        kind: followUp.kind,
        label: format("AmPlay.FollowUp.Heal", {
          attacker: name(followUp.byId),
          amount: followUp.amount,
          figures: followUp.candidateIds.map(name).join(", "),
        }),
        buttons: followUp.candidateIds.map((id) =>
          followUpButton(format("AmPlay.FollowUp.HealButton", { figure: name(id), amount: followUp.amount }), {
            kind: followUp.kind,
            figure: id,
            index: at,
          }),
        ),
      };
  }
}

/**
 * A square as the card names it ("Target square C4"): counted from the scene's top-left square (the name
 * the command line's demo uses too), or its row and column when it lies in the scene's padding.
 */
export function squareLabel(square: Offset, firstSquare: Offset = { i: 0, j: 0 }): string {
  const onScene = { i: square.i - firstSquare.i, j: square.j - firstSquare.j };
  if (onScene.i < 0 || onScene.j < 0) return format("AmPlay.SquareOffScene", { row: onScene.i + 1, column: onScene.j + 1 });
  return squareName(onScene);
}

function badgeOf(figure: TableFigure | undefined): FigureBadge {
  return figure ? amBadge(figure.actorUuid) : { img: null, colour: null };
}

/** What the attack card shows, from the rules' events and the states around them. */
export function attackCardContext(
  outcome: ExchangeOutcome,
  figures: readonly TableFigure[],
  extras: { readonly warnings?: readonly string[]; readonly square?: string; readonly coverAnswers?: readonly CoverAnswerView[] } = {},
): AttackCardContext {
  const names = new Map(figures.map((f) => [f.id, f.name]));
  const name = (id: string): string => names.get(id) ?? id;
  const badge = (id: string): FigureBadge => badgeOf(figures.find((f) => f.id === id));
  const answers = extras.coverAnswers ?? [];
  const answered = answers.map((answer) => answer.figure);
  const attack = outcome.events.find((e): e is Extract<AmEvent, { type: "attack" }> => e.type === "attack");
  if (!attack) throw new Error("Shelf Wars: the attack produced no attack event");
  const attacker = outcome.before.figures[attack.attackerId];
  const crit = attacker?.sheet.crit;
  const contests: ContestView[] = [];
  const effects: string[] = [];
  const followUps: FollowUpView[] = [];
  for (const event of outcome.events) {
    if (event.type === "contest") {
      const r = event.result;
      contests.push({
        defenderId: event.defenderId,
        defenderName: name(event.defenderId),
        defenderBadge: badge(event.defenderId),
        defence: poolView(event.defenceDice, r.defence),
        winner: r.winner,
        outcome: localize(`AngryMiniatures.Outcome.${r.winner}`),
        decidedBy: localize(`AmPlay.DecidedBy.${r.decidedBy}`),
        superTieBreaker: tieBreakerView(r.superTieBreaker),
        damageToDefender: r.damageToDefender,
        damageToAttacker: r.damageToAttacker,
        coverQuestion: coverQuestionOpen(event, answered)
          ? { action: COVER_BUTTON_ACTION, prompt: format("AmPlay.Cover.QuestionShort", { figure: name(event.defenderId) }), yes: localize("AmPlay.Cover.Yes"), no: localize("AmPlay.Cover.No") }
          : null,
      });
    } else if (event.type === "status") {
      effects.push(
        format(event.after > 0 ? "AmPlay.Effect.StatusOn" : "AmPlay.Effect.StatusOff", {
          figure: name(event.figureId),
          status: statusLabel(event.status),
          stacks: event.after,
        }),
      );
    } else if (event.type === "heal") {
      effects.push(format("AmPlay.Effect.Heal", { figure: name(event.figureId), amount: event.amount }));
    } else if (event.type === "follow-up") {
      followUps.push(followUpView(event.followUp, name, followUps.length));
    }
  }
  const health: HealthLine[] = [];
  for (const [id, after] of Object.entries(outcome.after.figures)) {
    const before = outcome.before.figures[id];
    if (before && before.health !== after.health) health.push({ name: name(id), before: before.health, after: after.health, defeated: after.defeated });
  }
  return {
    attackerName: name(attack.attackerId),
    attackerBadge: badge(attack.attackerId),
    attackType: attack.attackType,
    attackTypeLabel: attackTypeLabel(attack.attackType),
    attack: poolView(attack.dice, attack.roll),
    critName: attack.roll.critTriggered && crit ? localize(`AngryMiniatures.Crit.${crit}.Name`) : null,
    area:
      attack.radius !== undefined
        ? { radius: attack.radius, square: extras.square ?? "" }
        : null,
    contests,
    // What the questions ask, said once above them however many defenders are asked.
    coverIntro: contests.some((contest) => contest.coverQuestion) ? localize("AmPlay.Cover.Intro") : null,
    health,
    effects,
    followUps,
    warnings: [...(extras.warnings ?? [])],
    coverNotes: answers.map((answer) => format(answer.inCover ? "AmPlay.Cover.ConfirmedBy" : "AmPlay.Cover.DeniedBy", { figure: name(answer.figure), user: answer.userName })),
  };
}
