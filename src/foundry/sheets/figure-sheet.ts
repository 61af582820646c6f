import { ShelfWarsActorSheet, sheetParts } from "./actor-sheet";
import { FIGURE_TAB_GROUP, figureTabsContext, type FigureTabDefinition } from "./figure-tabs";
import { actorNotes, NOTES_PARTIAL } from "./notes";
import { gameInProgress } from "../guard/judge";

/** A figure sheet's one part: its template with its own partials and the notes partial, its body scrolling. */
export function figureSheetParts(template: string, scrollable: string, partials: readonly string[] = []) {
  return sheetParts(template, [...partials, NOTES_PARTIAL], scrollable);
}

/**
 * The base of the three rulesets' figure sheets: the portrait opens core's image picker, the
 * side's name opens the side's sheet, the tabs follow core's tab navigation, and every submit is
 * followed by a render, as a refused update leaves the document as it was and the inputs must be
 * drawn again from the kept data. ApplicationV2 merges `actions` along the class chain, so each
 * figure sheet lists only its own. Each gives its figure's template context (`figureContext`),
 * its tabs and its notes heading; the base adds the open tab and the notes.
 */
export abstract class ShelfWarsFigureSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS: typeof ShelfWarsActorSheet.DEFAULT_OPTIONS = {
    actions: { editPortrait: ShelfWarsFigureSheet.#onEditPortrait, openSide: ShelfWarsFigureSheet.#onOpenSide, toggleMode: ShelfWarsFigureSheet.#onToggleMode },
  };

  /** The mode the user chose on this sheet; until they choose, play mode while a game runs and edit mode otherwise. */
  #chosenMode: "play" | "edit" | null = null;

  /** Is the sheet in edit mode (the build open to change), as opposed to play mode? */
  protected get editing(): boolean {
    return this.#chosenMode === null ? !gameInProgress() : this.#chosenMode === "edit";
  }

  /** The open tab, which core's `changeTab` updates (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#tabgroups). */
  override tabGroups: Record<string, string | null> = { [FIGURE_TAB_GROUP]: null };

  /** The sheet's tabs, in order. */
  protected abstract readonly figureTabs: readonly FigureTabDefinition[];

  /** Lang key of the notes heading. */
  protected abstract readonly notesLabel: string;

  /** The figure's part of the template context (`figure` in the templates). */
  protected abstract figureContext(): Record<string, unknown>;

  override async _prepareContext(options: Parameters<ShelfWarsActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const notes = (this.actor.system as unknown as { _source: { notes?: string } })._source.notes ?? "";
    return {
      ...base,
      figure: this.figureContext(),
      // The tabs with the one the user last opened (the first at the start).
      tabs: figureTabsContext(this.figureTabs, this.tabGroups[FIGURE_TAB_GROUP]),
      notes: await actorNotes(this.actor, notes, this.isEditable, this.notesLabel),
    };
  }

  override async _processSubmitData(...args: Parameters<ShelfWarsActorSheet["_processSubmitData"]>): Promise<void> {
    await super._processSubmitData(...args);
    void this.render();
  }

  static async #onToggleMode(this: ShelfWarsFigureSheet): Promise<void> {
    this.#chosenMode = this.editing ? "play" : "edit";
    await this.render();
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
