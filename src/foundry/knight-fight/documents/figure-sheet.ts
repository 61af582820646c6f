import { templatePath } from "../../constants";
import type { KfFigureModel } from "./figure-model";
import { kfFigureSheetContext } from "./figure-sheet-context";
import { figurePlayState } from "./figure-play-state";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;
type ActorSheetBase = InstanceType<typeof ActorSheetV2>;

export const KF_FIGURE_SHEET_TEMPLATE = "knight-fight/sheets/figure-sheet.hbs";

/** The Knight Fight figure sheet: class, stats and cost; danger, action points and the activation's actions. */
// fvtt-types 13.345.1 reports TS2589 (instantiation too deep) on every
// HandlebarsApplicationMixin(ActorSheetV2) subclass, even an empty one; the class is still typed
// from its base, and every call below is checked. (A shared narrow-typed base may replace this.)
// @ts-expect-error TS2589, see above
export class KfFigureSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "kf-sheet", "kf-figure-sheet"],
    position: { width: 600, height: 700 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      editPortrait: KfFigureSheet.#onEditPortrait,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath(KF_FIGURE_SHEET_TEMPLATE), scrollable: [".kf-sheet-body"] },
  };

  override async _prepareContext(options: Parameters<ActorSheetBase["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const view = { uuid: this.actor.uuid, name: this.actor.name, img: this.actor.img ?? null, system: this.actor.system as unknown as KfFigureModel };
    return { ...base, figure: kfFigureSheetContext(view, { editable: this.isEditable, play: figurePlayState(this.actor) }) };
  }

  override async _processSubmitData(...args: Parameters<ActorSheetBase["_processSubmitData"]>): Promise<void> {
    await super._processSubmitData(...args);
    // A refused update leaves the document as it was: render so the sheet shows the kept data.
    void this.render();
  }

  static async #onEditPortrait(this: KfFigureSheet): Promise<void> {
    if (!this.isEditable) return;
    const picker = new foundry.applications.apps.FilePicker.implementation({
      type: "image",
      current: this.actor.img ?? undefined,
      callback: (path: string) => void this.actor.update({ img: path }),
    });
    await picker.browse();
  }
}
