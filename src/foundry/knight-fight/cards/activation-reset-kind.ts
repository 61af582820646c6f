import { defineCardKind } from "../../chat/card-kinds";
import type { CardChange, CardOutcome } from "../../chat/card-types";
import { kfFigure, type KfFigureRef } from "../table/actors";
import { combatActing } from "./combat-ref";
import { idInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";

/**
 * An activation starts from no action points and no wager. Whatever an earlier activation left
 * (called off by the GM, an undo after it ended) is cleared by this card, posted by the active
 * GM's client and acting as the Combat.
 */
export function deriveActivationReset(actingUuid: string, figure: KfFigureRef): CardOutcome {
  const changes: CardChange[] = [
    { uuid: figure.uuid, path: KF_PATHS.actionPoints, delta: -figure.source.actionPoints },
    { uuid: figure.uuid, path: KF_PATHS.wagered, delta: -figure.source.wagered },
  ].filter((change) => change.delta !== 0);
  return { actingUuid, changes, followUps: [] };
}

export const activationResetCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.activationReset,
  gmOnly: true,
  parse: (raw) => ({ figureUuid: idInput(raw, "figureUuid"), combatUuid: idInput(raw, "combatUuid") }),
  snapshot: async (inputs) => ({ acting: await combatActing(inputs.combatUuid), figure: await kfFigure(inputs.figureUuid) }),
  derive: ({ acting, figure }) => deriveActivationReset(acting, figure),
});
