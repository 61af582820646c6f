import { dangerCheck } from "../../../rules/knight-fight/turn";
import { defineCardKind } from "../../chat/card-kinds";
import type { CardChange, CardOutcome } from "../../chat/card-types";
import { replayRecordedDice } from "../../dice/foundry-roller";
import { forceOfOrNull, kfFigure, type KfFigureRef, type KfForceRef } from "../table/actors";
import { combatActing } from "./combat-ref";
import { idInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";

export interface ActivationEndOutcome extends CardOutcome {
  readonly check: ReturnType<typeof dangerCheck>;
}

/**
 * The end of a figure's activation (DECISIONS "End of activation") replayed over its recorded
 * dice: unspent action points and the wager mark go; with danger tokens a d6 is rolled, at most
 * their number kills it (marked killed, and a further d6 off its force's pool), otherwise they
 * are all removed. Posted by the active GM's client, acting as the Combat.
 */
export function deriveActivationEnd(actingUuid: string, figure: KfFigureRef, force: KfForceRef | null, rolls: readonly Roll[]): ActivationEndOutcome {
  const danger = figure.source.danger.value;
  const check = replayRecordedDice((roller) => dangerCheck(danger, roller), rolls);
  const changes: CardChange[] = [
    { uuid: figure.uuid, path: KF_PATHS.actionPoints, delta: -figure.source.actionPoints },
    { uuid: figure.uuid, path: KF_PATHS.wagered, delta: -figure.source.wagered },
  ];
  if (check?.killed) {
    changes.push({ uuid: figure.uuid, path: KF_PATHS.killed, delta: 1 });
    if (force) changes.push({ uuid: force.uuid, path: KF_PATHS.pool, delta: -check.penalty });
  } else if (check) {
    changes.push({ uuid: figure.uuid, path: KF_PATHS.danger, delta: -danger });
  }
  return { actingUuid, changes: changes.filter((change) => change.delta !== 0), followUps: [], check };
}

export const activationEndCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.activationEnd,
  gmOnly: true,
  parse: (raw) => ({ figureUuid: idInput(raw, "figureUuid"), combatUuid: idInput(raw, "combatUuid") }),
  async snapshot(inputs) {
    const figure = await kfFigure(inputs.figureUuid);
    return { acting: await combatActing(inputs.combatUuid), figure, force: forceOfOrNull(figure) };
  },
  derive: ({ acting, figure, force }, _inputs, { rolls }) => deriveActivationEnd(acting, figure, force, rolls),
});
