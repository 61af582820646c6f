import { areaService } from "../../canvas/area";
import { actingTokenOf, targetedTokenId } from "../../canvas/acting-token";
import { childRenderOptions } from "../../compat/windows";
import { formDialogOptions, formDialogParts } from "../../shared/form-dialog";
import { isPmFigureType } from "../documents/actor-types";
import { PM_PLAY_TEMPLATES } from "../cards/names";
import { pmLocalize, singKey } from "./labels";
import { rollSing, warnRefusedSong } from "./sing";
import { ringAround, SingHighlight } from "./sing-highlight";
import { singLevels } from "../table/sing-plan";
import { singView, type SingView } from "./sing-view";

export interface SingDialog {
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}
type SingDialogClass = new (scene: Scene.Implementation, singerId: string, targetId: string | null) => SingDialog;
let defined: SingDialogClass | undefined;

/**
 * The Sing dialog, defined on first use so importing this module needs no Foundry globals: the
 * figures the singer may sing at (ringed on the canvas), each with its exact odds, the whole
 * distribution of the Value lost for the one chosen, and Sing.
 */
export function singDialogClass(): SingDialogClass {
  if (defined) return defined;
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  class SingDialogApp extends HandlebarsApplicationMixin(ApplicationV2)<SingView> {
    static override DEFAULT_OPTIONS = formDialogOptions({
      classes: ["pm-dialog", "pm-sing-dialog"],
      title: "SHELFWARS.PreciousMoments.Singing.WindowTitle",
      icon: "fa-solid fa-music",
      width: 480,
      onChange: SingDialogApp.#onChange,
      actions: { sing: SingDialogApp.#onSing },
    });

    static override PARTS = formDialogParts(PM_PLAY_TEMPLATES.singDialog);

    readonly #highlight = new SingHighlight(areaService());

    constructor(
      readonly scene: Scene.Implementation,
      readonly singerId: string,
      public targetId: string | null,
    ) {
      super({});
    }

    protected override async _prepareContext(): Promise<SingView> {
      const view = singView(this.scene, this.singerId, this.targetId, singLevels());
      this.targetId = view.targets.find((t) => t.selected)?.id ?? null;
      return view;
    }

    protected override async _onRender(): Promise<void> {
      const view = singView(this.scene, this.singerId, this.targetId, singLevels());
      const grid = this.scene.grid as unknown as { sizeX: number; sizeY: number; distance: number };
      const rings = view.highlightIds.flatMap((id) => {
        const token = this.scene.tokens.get(id);
        return token ? [ringAround(token, grid)] : [];
      });
      await this.#highlight.show(rings);
    }

    protected override async _onClose(): Promise<void> {
      await this.#highlight.close();
    }

    static async #onChange(this: SingDialogApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
      const target = formData.object.targetId;
      if (typeof target === "string" && target !== "") this.targetId = target;
      await this.render();
    }

    static async #onSing(this: SingDialogApp): Promise<void> {
      if (!this.targetId) return;
      if (await rollSing(this.scene, this.singerId, this.targetId)) await this.close();
    }
  }
  defined = SingDialogApp;
  return defined;
}

/** The figure's token on the scene being viewed (a Precious Moments figure only). */
export function singerTokenOf(actor: Actor.Implementation): { scene: Scene.Implementation; tokenId: string } | null {
  return isPmFigureType(actor.type as string) ? actingTokenOf(actor, () => true) : null;
}

/**
 * Opens the Sing dialog for a figure actor: its token on the viewed scene sings; the user's target
 * is preselected. Opened from a sheet (`parent`), it opens in the sheet's window.
 */
export async function openSingDialog(actor: Actor.Implementation, parent?: object): Promise<SingDialog | null> {
  const at = singerTokenOf(actor);
  if (!at) {
    ui.notifications?.warn(pmLocalize(singKey("NoToken")));
    return null;
  }
  return showSingDialog(at.scene, at.tokenId, parent);
}

/** The Sing dialog for the singer's token `singerId`, in the window `parent` lives in (the main one without). */
export async function showSingDialog(scene: Scene.Implementation, singerId: string, parent?: object): Promise<SingDialog | null> {
  try {
    const dialog = new (singDialogClass())(scene, singerId, targetedTokenId(scene, singerId));
    await dialog.render(childRenderOptions(parent));
    return dialog;
  } catch (error) {
    warnRefusedSong(error);
    return null;
  }
}
