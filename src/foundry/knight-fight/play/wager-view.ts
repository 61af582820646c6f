import { wagerOdds } from "../../../rules/knight-fight/odds";
import { KF_WAGER, maxTake } from "../../../rules/knight-fight/wager";
import { kfCount, kfFormat, kfLocalize } from "../documents/labels";
import { percent } from "./percent";

export interface WagerChoice {
  readonly take: number;
  readonly declare: number;
}

export interface WagerViewInput extends WagerChoice {
  readonly figureName: string;
  readonly forceName: string;
  readonly pool: number;
}

interface Option {
  readonly value: number;
  readonly label: string;
  readonly selected: boolean;
  /** Greyed: a declaration the dice taken can never meet. */
  readonly disabled?: boolean;
}

function options(from: number, to: number, selected: number): Option[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k).map((value) => ({ value, label: String(value), selected: value === selected }));
}

/** A choice kept within what the pool allows now (the dialog's selects offer nothing else). */
export function clampWager(choice: WagerChoice, pool: number): WagerChoice {
  const most = maxTake(pool);
  const take = Math.min(Math.max(KF_WAGER.minTake, Math.trunc(choice.take) || KF_WAGER.minTake), Math.max(KF_WAGER.minTake, most));
  const declare = Math.min(Math.max(KF_WAGER.minDeclare, Math.trunc(choice.declare) || KF_WAGER.minDeclare), KF_WAGER.maxDeclare);
  return { take, declare };
}

/**
 * What the wager dialog shows: the dice to take (1 to 6, at most the pool) and the number to
 * declare (1 to 6), with the exact chance of each action-point count and of the declaration
 * being met, from the rules' enumeration.
 */
export function wagerView(input: WagerViewInput) {
  const most = maxTake(input.pool);
  const canWager = most >= KF_WAGER.minTake;
  const clamped = clampWager(input, input.pool);
  const take = clamped.take;
  // More than the dice taken can never be met: such declarations are greyed, with the reason.
  const declare = Math.min(clamped.declare, take);
  const odds = canWager ? wagerOdds(take, declare) : null;
  return {
    title: kfFormat("Wager.DialogTitle", { name: input.figureName }),
    pool: kfFormat("Wager.PoolNow", { force: input.forceName, pool: input.pool }),
    canWager,
    problem: canWager ? null : kfLocalize("Wager.EmptyPool"),
    takeOptions: options(KF_WAGER.minTake, Math.max(KF_WAGER.minTake, most), take),
    declareOptions: options(KF_WAGER.minDeclare, KF_WAGER.maxDeclare, declare).map((option) =>
      option.value > take ? { ...option, disabled: true, label: kfCount("Wager.CannotMeet", take, { declare: option.value }) } : option,
    ),
    actionPoints: odds
      ? Array.from({ length: take + 1 }, (_, k) => ({ count: k, chance: percent(odds.actionPoints[k] ?? 0), meets: k >= declare }))
      : [],
    success: odds ? kfFormat("Wager.Success", { declare, chance: percent(odds.success) }) : null,
    returnedIfMet: kfFormat("Wager.ReturnedIfMet", { count: Math.min(declare, take), take }),
    rollLabel: canWager ? kfCount("Wager.Roll", take) : kfLocalize("Wager.NothingToRoll"),
  };
}
export type WagerView = ReturnType<typeof wagerView>;
