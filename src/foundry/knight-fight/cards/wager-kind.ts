import { assertWagerChoice, resolveWager, type KfWagerResult } from "../../../rules/knight-fight/wager";
import { defineCardKind } from "../../chat/card-kinds";
import type { CardChange, CardOutcome } from "../../chat/card-types";
import { replayRecordedDice } from "../../dice/foundry-roller";
import { forceOf, kfFigure, type KfFigureRef, type KfForceRef } from "../table/actors";
import { requireActivating } from "./activating";
import { idInput, refused, wholeInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";

/** What a wager records: the figure, the dice taken from its force's pool, the number declared. */
export interface WagerInputs {
  readonly figureUuid: string;
  readonly take: number;
  readonly declare: number;
}

export function parseWagerInputs(raw: Readonly<Record<string, unknown>>): WagerInputs {
  // The rules name a wrong count; here only what is no number at all is refused as malformed.
  return { figureUuid: idInput(raw, "figureUuid"), take: wholeInput(raw, "take", -100, 100), declare: wholeInput(raw, "declare", -100, 100) };
}

export interface WagerOutcome extends CardOutcome {
  readonly dice: readonly number[];
  readonly result: KfWagerResult;
}

/** May this figure wager so now? Its activation, no wager yet this activation, the rules' choice. */
export function checkWager(figure: KfFigureRef, force: KfForceRef, inputs: WagerInputs): void {
  requireActivating(figure);
  if (figure.source.wagered > 0) throw refused("AlreadyWagered", `${figure.name} has already wagered in this activation.`, { name: figure.name });
  assertWagerChoice(force.source.pool, inputs.take, inputs.declare);
}

/**
 * The wager (DECISIONS "The wager") replayed over the recorded dice: the dice taken leave the
 * pool, those returned come back, the figure gets the action points the dice scored and is
 * marked as having wagered this activation.
 */
export function deriveWager(figure: KfFigureRef, force: KfForceRef, inputs: WagerInputs, rolls: readonly Roll[]): WagerOutcome {
  checkWager(figure, force, inputs);
  const pool = force.source.pool;
  const dice = replayRecordedDice((roller) => roller.roll(inputs.take, 6), rolls);
  const result = resolveWager(pool, inputs.take, inputs.declare, dice);
  const changes: CardChange[] = [
    { uuid: force.uuid, path: KF_PATHS.pool, delta: result.pool - pool },
    { uuid: figure.uuid, path: KF_PATHS.actionPoints, delta: result.actionPoints - figure.source.actionPoints },
    { uuid: figure.uuid, path: KF_PATHS.wagered, delta: 1 },
  ].filter((change) => change.delta !== 0);
  return { actingUuid: figure.uuid, changes, followUps: [], dice, result };
}

export const wagerCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.wager,
  gmOnly: false,
  dice: "own",
  parse: parseWagerInputs,
  async snapshot(inputs) {
    const figure = await kfFigure(inputs.figureUuid);
    return { figure, force: forceOf(figure) };
  },
  derive: ({ figure, force }, inputs, { rolls }) => deriveWager(figure, force, inputs, rolls),
});
