import { RuleViolation } from "../../../rules/common/errors";
import { defineCardKind } from "../../chat/card-kinds";
import type { CardOutcome } from "../../chat/card-types";
import { kfFigure, type KfFigureRef } from "../table/actors";
import { requireActionPoint } from "./activating";
import { idInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";

/** Protect (DECISIONS "Actions"): 1 action point takes one danger token off the activating figure. */
export function checkProtect(figure: KfFigureRef): void {
  requireActionPoint(figure);
  if (figure.source.danger.value < 1) {
    throw new RuleViolation("KnightFight.Rule.NoDanger", `Knight Fight: ${figure.name} has no danger token to remove`, { figure: figure.name });
  }
}

export function deriveProtect(figure: KfFigureRef): CardOutcome {
  checkProtect(figure);
  return {
    actingUuid: figure.uuid,
    changes: [
      { uuid: figure.uuid, path: KF_PATHS.actionPoints, delta: -1 },
      { uuid: figure.uuid, path: KF_PATHS.danger, delta: -1 },
    ],
    followUps: [],
  };
}

export const protectCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.protect,
  gmOnly: false,
  parse: (raw) => ({ figureUuid: idInput(raw, "figureUuid") }),
  snapshot: (inputs) => kfFigure(inputs.figureUuid),
  derive: (figure) => deriveProtect(figure),
});
