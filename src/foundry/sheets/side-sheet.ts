import { sideColourContext, SIDE_COLOUR_PARTIAL } from "../sides/side-colour-context";
import { ShelfWarsActorSheet, sheetParts } from "./actor-sheet";
import { actorNotes, NOTES_PARTIAL } from "./notes";
import { tablePlayContext } from "../solo/table-play-context";
import { setTableSide, sideKeyOfActor } from "../solo/table-sides";

/** A side sheet's one part: its template with the notes and colour partials (and any of its own), its body scrolling. */
export function sideSheetParts(template: string, scrollable: string, partials: readonly string[] = []) {
  return sheetParts(template, [NOTES_PARTIAL, SIDE_COLOUR_PARTIAL, ...partials], scrollable);
}

function memberUuidOf(target: HTMLElement): string | undefined {
  return target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid;
}

/**
 * The base of the three rulesets' side sheets (team, force, choir): a roster that takes dropped
 * figures and lists each with open and remove buttons, the side's colour (a GM's choice) and its
 * notes. Each side sheet adds its own totals and checks (`sideContext`) and says whether a
 * dropped actor may join (`addDroppedMember`).
 */
export abstract class ShelfWarsSideSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS: typeof ShelfWarsActorSheet.DEFAULT_OPTIONS = {
    actions: { removeMember: ShelfWarsSideSheet.#onRemoveMember, openMember: ShelfWarsSideSheet.#onOpenMember },
  };

  /** Lang key of the notes heading. */
  protected abstract readonly notesLabel: string;

  /** The policies the table can play this side by (none: its ruleset has no solo play yet, and the sheet offers none). */
  protected readonly tablePolicies: readonly string[] = [];

  /** The side's part of the template context (its roster, totals and checks), under its own key. */
  protected abstract sideContext(): Promise<Record<string, unknown>> | Record<string, unknown>;

  /** Adds a dropped actor to the roster, or says why not (a notification); true when it joined. */
  protected abstract addDroppedMember(actor: Actor.Implementation): Promise<boolean>;

  /** The roster's actor uuids, as stored. */
  protected get memberUuids(): readonly string[] {
    return (this.actor.system as unknown as { memberUuids: readonly string[] }).memberUuids;
  }

  override async _prepareContext(options: Parameters<ShelfWarsActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const notes = (this.actor.system as unknown as { _source: { notes?: string } })._source.notes ?? "";
    return {
      ...base,
      ...(await this.sideContext()),
      notes: await actorNotes(this.actor, notes, this.isEditable, this.notesLabel),
      sideColour: sideColourContext(this.actor, { editable: this.isEditable, isGM: game.user?.isGM === true }),
      tablePlay: this.tablePolicies.length > 0 ? tablePlayContext(this.actor, this.tablePolicies, { editable: this.isEditable, isGM: game.user?.isGM === true }) : null,
    };
  }

  // The "Played by" select writes a world setting, not the side: a GM's change hands the side to the table or back.
  override async _onRender(...args: Parameters<ShelfWarsActorSheet["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    const select = this.element.querySelector<HTMLSelectElement>(".shelf-wars-table-play__select");
    select?.addEventListener("change", (event) => {
      event.stopPropagation();
      if (!game.user?.isGM) return;
      void setTableSide(sideKeyOfActor(this.actor), select.value === "" ? null : select.value);
    });
  }

  // ActorSheetV2 (v13) routes dropped actors here; fvtt-types 13.345.1 does not declare it.
  protected async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    return (await this.addDroppedMember(actor)) ? actor : null;
  }

  static async #onRemoveMember(this: ShelfWarsSideSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = memberUuidOf(target);
    if (!uuid) return;
    // A user who may not edit the side is refused by the server, which core reports.
    await this.actor.update({ system: { members: this.memberUuids.filter((m) => m !== uuid) } });
  }

  static async #onOpenMember(this: ShelfWarsSideSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = memberUuidOf(target);
    if (!uuid) return;
    const member = await fromUuid(uuid as `Actor.${string}`);
    if (member instanceof Actor) await member.sheet?.render(true);
  }
}
