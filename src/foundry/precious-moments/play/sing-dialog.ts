import { areaService } from "../../canvas/area";
import { actingTokenOf, targetedTokenId } from "../../canvas/acting-token";
import { childRenderOptions } from "../../compat/windows";
import { targetDialogClass, type TargetDialog, type TargetDialogClass, type TargetHighlighter } from "../../dialogs/target-dialog";
import { isPmFigureType } from "../documents/actor-types";
import { PM_PLAY_TEMPLATES } from "../cards/names";
import { pmLocalize, singKey } from "./labels";
import { rollSing, warnRefusedSong } from "./sing";
import { ringAround, SingHighlight } from "./sing-highlight";
import { singLevels } from "../table/sing-plan";
import { singView, type SingView } from "./sing-view";

export type SingDialog = TargetDialog;

const singViewOf = (scene: Scene.Implementation, singerId: string, targetId: string | null): SingView => singView(scene, singerId, targetId, singLevels());

/** The figures the singer may sing at, ringed on the canvas. */
function singTargetsHighlighter(): TargetHighlighter {
  const highlight = new SingHighlight(areaService());
  return {
    show(scene, singerId, targetId) {
      const grid = scene.grid as unknown as { sizeX: number; sizeY: number; distance: number };
      const rings = singViewOf(scene, singerId, targetId).highlightIds.flatMap((id) => {
        const token = scene.tokens.get(id);
        return token ? [ringAround(token, grid)] : [];
      });
      return highlight.show(rings);
    },
    close: () => highlight.close(),
  };
}

let defined: TargetDialogClass | undefined;

/**
 * The Sing dialog, defined on first use so importing this module needs no Foundry globals: the
 * figures the singer may sing at (ringed on the canvas), each with its exact odds, the whole
 * distribution of the Value lost for the one chosen, and Sing.
 */
export function singDialogClass(): TargetDialogClass {
  defined ??= targetDialogClass({
    classes: ["pm-dialog", "pm-sing-dialog"],
    title: "SHELFWARS.PreciousMoments.Singing.WindowTitle",
    icon: "fa-solid fa-music",
    template: PM_PLAY_TEMPLATES.singDialog,
    action: "sing",
    view: singViewOf,
    highlighter: singTargetsHighlighter,
    act: rollSing,
  });
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
