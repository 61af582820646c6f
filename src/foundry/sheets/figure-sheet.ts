import { ShelfWarsActorSheet } from "./actor-sheet";
import { FIGURE_TAB_GROUP, figureTabsContext, type FigureTabDefinition } from "./figure-tabs";

/**
 * The base of the three rulesets' figure sheets: the portrait opens core's image picker, the
 * side's name opens the side's sheet, the tabs follow core's tab navigation, and every submit is
 * followed by a render, as a refused update leaves the document as it was and the inputs must be
 * drawn again from the kept data. ApplicationV2 merges `actions` along the class chain, so each
 * figure sheet lists only its own.
 */
export abstract class ShelfWarsFigureSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS: typeof ShelfWarsActorSheet.DEFAULT_OPTIONS = {
    actions: { editPortrait: ShelfWarsFigureSheet.#onEditPortrait, openSide: ShelfWarsFigureSheet.#onOpenSide },
  };

  /** The open tab, which core's `changeTab` updates (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#tabgroups). */
  override tabGroups: Record<string, string | null> = { [FIGURE_TAB_GROUP]: null };

  /** The sheet's tabs with the one the user last opened (the first at the start), for the template. */
  protected figureTabsContext(definitions: readonly FigureTabDefinition[]) {
    return figureTabsContext(definitions, this.tabGroups[FIGURE_TAB_GROUP]);
  }

  override async _processSubmitData(...args: Parameters<ShelfWarsActorSheet["_processSubmitData"]>): Promise<void> {
    await super._processSubmitData(...args);
    void this.render();
  }

  static async #onEditPortrait(this: ShelfWarsFigureSheet): Promise<void> {
    if (!this.isEditable) return;
    // Only users with FILES_BROWSE (Trusted and up by default) may list the server's files; for
    // anyone else core's picker opens nothing at all, so say why instead.
    if (!game.user?.can("FILES_BROWSE")) {
      ui.notifications?.warn(game.i18n?.localize("SHELFWARS.Sheet.PortraitNeedsFileBrowsing") ?? "");
      return;
    }
    const picker = new foundry.applications.apps.FilePicker.implementation({
      type: "image",
      current: this.actor.img ?? undefined,
      callback: (path: string) => void this.actor.update({ img: path }),
    });
    await picker.browse();
  }

  /** The header's side (force, team or choir): its sheet, as far as the user may see it (core checks). */
  static async #onOpenSide(this: ShelfWarsFigureSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.dataset.uuid;
    if (!uuid) return;
    const side = (await fromUuid(uuid as `Actor.${string}`)) as unknown as { sheet?: { render(options: { force: boolean }): unknown } | null } | null;
    await side?.sheet?.render({ force: true });
  }
}
