import { formDialogOptions, formDialogParts } from "../../dialogs/form-dialog";
import { childRenderOptions } from "../../compat/windows";
import { forceOfFigure, forcePool } from "../documents/force-of";
import { kfLocalize } from "../documents/labels";
import { rollWager } from "./wager";
import { clampWager, wagerView, type WagerChoice, type WagerView } from "./wager-view";

export const WAGER_DIALOG_TEMPLATE = "knight-fight/play/wager-dialog.hbs";

/** Reads the dialog's form (names match wager-dialog.hbs). */
export function wagerChoiceFromForm(values: Record<string, unknown>, current: WagerChoice): WagerChoice {
  const take = Number(values.take);
  const declare = Number(values.declare);
  return { take: Number.isInteger(take) ? take : current.take, declare: Number.isInteger(declare) ? declare : current.declare };
}

export interface WagerDialog {
  readonly actor: Actor.Implementation;
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}
type WagerDialogClass = new (actor: Actor.Implementation) => WagerDialog;
let defined: WagerDialogClass | undefined;

/** The pool as it stands now (it changes while the dialog is open: hits, refills, adjustments). */
function viewOf(actor: Actor.Implementation, choice: WagerChoice): WagerView {
  const force = forceOfFigure(actor.uuid);
  const pool = force ? forcePool(force as never) : 0;
  return wagerView({ figureName: actor.name ?? "", forceName: force?.name ?? kfLocalize("Sheet.NoForce"), pool, ...clampWager(choice, pool) });
}

/**
 * The wager dialog, defined on first use so importing this module needs no Foundry globals:
 * dice to take and number to declare, the exact odds recomputed on every change, and Roll.
 */
export function wagerDialogClass(): WagerDialogClass {
  if (defined) return defined;
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  class WagerDialogApp extends HandlebarsApplicationMixin(ApplicationV2)<WagerView> {
    static override DEFAULT_OPTIONS = formDialogOptions({
      classes: ["kf-dialog", "kf-wager-dialog"],
      title: "SHELFWARS.KnightFight.Wager.WindowTitle",
      icon: "fa-solid fa-dice",
      width: 460,
      onChange: WagerDialogApp.#onChange,
      actions: { roll: WagerDialogApp.#onRoll },
    });

    static override PARTS = formDialogParts(WAGER_DIALOG_TEMPLATE);

    #choice: WagerChoice = { take: 3, declare: 2 };

    constructor(readonly actor: Actor.Implementation) {
      super({});
    }

    protected override async _prepareContext(): Promise<WagerView> {
      return viewOf(this.actor, this.#choice);
    }

    static async #onChange(this: WagerDialogApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
      this.#choice = wagerChoiceFromForm(formData.object, this.#choice);
      await this.render();
    }

    static async #onRoll(this: WagerDialogApp): Promise<void> {
      const force = forceOfFigure(this.actor.uuid);
      const choice = clampWager(this.#choice, force ? forcePool(force as never) : 0);
      if (await rollWager(this.actor, choice)) await this.close();
    }
  }
  defined = WagerDialogApp;
  return defined;
}

/** Opens the wager dialog for a figure actor (opened from a sheet: in the sheet's window). */
export async function openWagerDialog(actor: Actor.Implementation, parent?: object): Promise<WagerDialog> {
  const dialog = new (wagerDialogClass())(actor);
  await dialog.render(childRenderOptions(parent));
  return dialog;
}
