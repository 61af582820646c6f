import { formDialogOptions, formDialogParts } from "./form-dialog";

/** What a target dialog's template reads at least: the figures offered, one of them chosen. */
export interface TargetView {
  readonly targets: readonly { readonly id: string; readonly selected: boolean }[];
}

/** The canvas highlight of the figures the acting one may choose, shown while the dialog is open. */
export interface TargetHighlighter {
  show(scene: Scene.Implementation, actingId: string, targetId: string | null): Promise<void>;
  close(): Promise<void>;
}

/**
 * A dialog in which a figure on a scene chooses another to act on (Knight Fight's attack,
 * Precious Moments' song): the figures it may choose, highlighted on the canvas, the exact odds
 * for the one chosen (recomputed on every change, from the table as it stands), and one button
 * that acts and closes the dialog when the action was taken.
 */
export interface TargetDialogSpec<View extends TargetView> {
  readonly classes: readonly string[];
  readonly title: string;
  readonly icon: string;
  readonly template: string;
  /** The button's `data-action`. */
  readonly action: string;
  view(scene: Scene.Implementation, actingId: string, targetId: string | null): View;
  highlighter(): TargetHighlighter;
  /** Takes the action (a refusal is said by the callee); truthy when it was taken. */
  act(scene: Scene.Implementation, actingId: string, targetId: string): Promise<unknown>;
}

export interface TargetDialog {
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}
export type TargetDialogClass = new (scene: Scene.Implementation, actingId: string, targetId: string | null) => TargetDialog;

/** The dialog class for a spec; call it when first needed, so importing a dialog module needs no Foundry globals. */
export function targetDialogClass<View extends TargetView>(spec: TargetDialogSpec<View>): TargetDialogClass {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  class TargetDialogApp extends HandlebarsApplicationMixin(ApplicationV2)<View> {
    static override DEFAULT_OPTIONS = formDialogOptions({
      classes: spec.classes,
      title: spec.title,
      icon: spec.icon,
      width: 480,
      onChange: TargetDialogApp.#onChange,
      actions: { [spec.action]: TargetDialogApp.#onAct },
    });

    static override PARTS = formDialogParts(spec.template);

    readonly #highlight = spec.highlighter();

    constructor(
      readonly scene: Scene.Implementation,
      readonly actingId: string,
      public targetId: string | null,
    ) {
      super({});
    }

    protected override async _prepareContext(): Promise<View> {
      const view = spec.view(this.scene, this.actingId, this.targetId);
      this.targetId = view.targets.find((t) => t.selected)?.id ?? null;
      return view;
    }

    protected override async _onRender(): Promise<void> {
      await this.#highlight.show(this.scene, this.actingId, this.targetId);
    }

    protected override async _onClose(): Promise<void> {
      await this.#highlight.close();
    }

    static async #onChange(this: TargetDialogApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
      const target = formData.object.targetId;
      if (typeof target === "string" && target !== "") this.targetId = target;
      await this.render();
    }

    static async #onAct(this: TargetDialogApp): Promise<void> {
      if (!this.targetId) return;
      if (await spec.act(this.scene, this.actingId, this.targetId)) await this.close();
    }
  }
  return TargetDialogApp;
}
