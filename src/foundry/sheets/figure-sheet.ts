import { ShelfWarsActorSheet } from "./actor-sheet";

/**
 * The base of the three rulesets' figure sheets: the portrait opens core's image picker, and
 * every submit is followed by a render, as a refused update leaves the document as it was and the
 * inputs must be drawn again from the kept data. ApplicationV2 merges `actions` along the class
 * chain, so each figure sheet lists only its own.
 */
export abstract class ShelfWarsFigureSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS: typeof ShelfWarsActorSheet.DEFAULT_OPTIONS = {
    actions: { editPortrait: ShelfWarsFigureSheet.#onEditPortrait },
  };

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
}
