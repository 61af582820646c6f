import { areaService } from "../../canvas/area";
import { childRenderOptions } from "../../compat/windows";
import { targetDialogClass, type TargetDialog, type TargetDialogClass, type TargetHighlighter } from "../../dialogs/target-dialog";
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

export type AttackDialog = TargetDialog;

function attackViewOf(scene: Scene.Implementation, attackerId: string, targetId: string | null): AttackView {
  return attackView(kfTableOf(scene), attackerId, targetId, automationLevel("knight-fight", "targeting"));
}

/** The enemies the attacker's class may choose, highlighted on the board. */
function legalTargetsHighlighter(): TargetHighlighter {
  const highlight = new TargetHighlight(areaService());
  return {
    show(scene, attackerId, targetId) {
      const table = kfTableOf(scene);
      const legal = attackViewOf(scene, attackerId, targetId).legalIds;
      return highlight.show(table.figures.filter((f) => legal.includes(f.id)).map((f) => f.position));
    },
    close: () => highlight.close(),
  };
}

let defined: TargetDialogClass | undefined;

/**
 * The attack dialog, defined on first use so importing this module needs no Foundry globals: the
 * enemies the class may choose (highlighted on the canvas), the to-hit row, modifier and exact
 * chance for the one chosen, and Roll.
 */
export function attackDialogClass(): TargetDialogClass {
  defined ??= targetDialogClass({
    classes: ["kf-dialog", "kf-attack-dialog"],
    title: "SHELFWARS.KnightFight.Attack.WindowTitle",
    icon: "fa-solid fa-crosshairs",
    template: ATTACK_DIALOG_TEMPLATE,
    action: "roll",
    view: attackViewOf,
    highlighter: legalTargetsHighlighter,
    act: rollAttack,
  });
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
