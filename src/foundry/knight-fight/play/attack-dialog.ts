import { areaService } from "../../canvas/area";
import { childRenderOptions } from "../../compat/windows";
import { formDialogOptions, formDialogParts } from "../../shared/form-dialog";
import { automationLevel } from "../../settings/registry";
import { kfLocalize } from "../documents/labels";
import { rollAttack } from "./attack";
import { attackerTokenOf } from "./attacker-token";
import { targetedTokenId } from "../../canvas/acting-token";
import { attackView, type AttackView } from "./attack-view";
import { warnRefusedAction } from "./notify";
import { kfTableOf } from "../table/table";
import { TargetHighlight } from "./target-highlight";

export const ATTACK_DIALOG_TEMPLATE = "knight-fight/play/attack-dialog.hbs";

export interface AttackDialog {
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}
type AttackDialogClass = new (scene: Scene.Implementation, attackerId: string, targetId: string | null) => AttackDialog;
let defined: AttackDialogClass | undefined;

/**
 * The attack dialog, defined on first use so importing this module needs no Foundry globals: the
 * enemies the class may choose (highlighted on the canvas), the to-hit row, modifier and exact
 * chance for the one chosen, and Roll.
 */
export function attackDialogClass(): AttackDialogClass {
  if (defined) return defined;
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  class AttackDialogApp extends HandlebarsApplicationMixin(ApplicationV2)<AttackView> {
    static override DEFAULT_OPTIONS = formDialogOptions({
      classes: ["kf-dialog", "kf-attack-dialog"],
      title: "SHELFWARS.KnightFight.Attack.WindowTitle",
      icon: "fa-solid fa-crosshairs",
      width: 480,
      onChange: AttackDialogApp.#onChange,
      actions: { roll: AttackDialogApp.#onRoll },
    });

    static override PARTS = formDialogParts(ATTACK_DIALOG_TEMPLATE);

    readonly #highlight = new TargetHighlight(areaService());

    constructor(
      readonly scene: Scene.Implementation,
      readonly attackerId: string,
      public targetId: string | null,
    ) {
      super({});
    }

    protected override async _prepareContext(): Promise<AttackView> {
      const view = attackView(kfTableOf(this.scene), this.attackerId, this.targetId, automationLevel("knight-fight", "targeting"));
      this.targetId = view.targets.find((t) => t.selected)?.id ?? null;
      return view;
    }

    protected override async _onRender(): Promise<void> {
      const table = kfTableOf(this.scene);
      const legal = attackView(table, this.attackerId, this.targetId, automationLevel("knight-fight", "targeting")).legalIds;
      await this.#highlight.show(table.figures.filter((f) => legal.includes(f.id)).map((f) => f.position));
    }

    protected override async _onClose(): Promise<void> {
      await this.#highlight.close();
    }

    static async #onChange(this: AttackDialogApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
      const target = formData.object.targetId;
      if (typeof target === "string" && target !== "") this.targetId = target;
      await this.render();
    }

    static async #onRoll(this: AttackDialogApp): Promise<void> {
      if (!this.targetId) return;
      if (await rollAttack(this.scene, this.attackerId, this.targetId)) await this.close();
    }
  }
  defined = AttackDialogApp;
  return defined;
}

/**
 * Opens the attack dialog for a figure actor: its token on the viewed hex scene attacks; the
 * user's target is preselected. Opened from a sheet, it opens in the sheet's window.
 */
export async function openAttackDialog(actor: Actor.Implementation, parent?: object): Promise<AttackDialog | null> {
  const at = attackerTokenOf(actor);
  if (!at) {
    ui.notifications?.warn(kfLocalize("Attack.NoToken"));
    return null;
  }
  try {
    const dialog = new (attackDialogClass())(at.scene, at.tokenId, targetedTokenId(at.scene, at.tokenId));
    await dialog.render(childRenderOptions(parent));
    return dialog;
  } catch (error) {
    warnRefusedAction(error);
    return null;
  }
}
