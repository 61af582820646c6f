import { requestEndActivation } from "../../combat/request-client";
import { activationOf } from "../table/activation";
import { openAttackDialog } from "./attack-dialog";
import { postProtect } from "./protect";
import { openWagerDialog } from "./wager-dialog";

/** What the figure sheet's play buttons do, by their data-action; `sheet` is where the dialogs open. */
export const figureSheetActions = {
  async wager(actor: Actor.Implementation, sheet?: object): Promise<void> {
    await openWagerDialog(actor, sheet);
  },
  async attack(actor: Actor.Implementation, sheet?: object): Promise<void> {
    await openAttackDialog(actor, sheet);
  },
  async protect(actor: Actor.Implementation): Promise<void> {
    await postProtect(actor);
  },
  async endActivation(actor: Actor.Implementation): Promise<void> {
    const activation = activationOf(actor.uuid);
    if (activation?.combat.id && activation.combatant.id) await requestEndActivation(activation.combat.id, activation.combatant.id);
  },
} satisfies Record<string, (actor: Actor.Implementation, sheet?: object) => Promise<void>>;
export type FigureSheetAction = keyof typeof figureSheetActions;
