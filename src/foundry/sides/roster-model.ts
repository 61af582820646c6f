import { applyNewSideDefaults, colourWriteRefused } from "./side-defaults";
import { sideColourField } from "./side-colour-field";

/** `fromUuidSync` is typed for literal UUID shapes; stored members are plain strings, checked after. */
export function documentAt(uuid: string): unknown {
  return (fromUuidSync as (uuid: string) => unknown)(uuid);
}

/** A side that is its roster: member figures by actor UUID, the table's notes, the side's colour. */
export function defineRosterSchema() {
  const { ArrayField, DocumentUUIDField, HTMLField } = foundry.data.fields;
  return {
    members: new ArrayField(new DocumentUUIDField({ type: "Actor" }), { required: true, initial: [] }),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
    color: sideColourField(),
  };
}
export type RosterSchema = ReturnType<typeof defineRosterSchema>;

type RosterModelBase = foundry.abstract.TypeDataModel<RosterSchema, Actor.Implementation>;

/**
 * The data model of a side that is its roster (Angry Miniatures' team, Precious Moments' choir).
 * Members and totals are read when asked for, not in `prepareDerivedData`, so they follow each
 * figure's changes without the side being prepared again. A new side takes the next free colour
 * and disposition; only a GM recolours one.
 */
export abstract class RosterModel<Member, Totals> extends foundry.abstract.TypeDataModel<RosterSchema, Actor.Implementation> {
  static override defineSchema(): RosterSchema {
    return defineRosterSchema();
  }

  /** The side's actor type (new sides take colours and dispositions free among those of their type). */
  protected abstract readonly sideType: string;

  /** A roster entry: the figure `found` at `uuid`, or a missing row when that actor is gone. */
  protected abstract memberAt(uuid: string, found: unknown): Member;

  protected abstract totalsOf(members: readonly Member[]): Totals;

  get memberUuids(): string[] {
    return [...(this._source as { members: (string | null)[] }).members].filter((uuid): uuid is string => !!uuid);
  }

  /** Every roster entry from what is loaded now. */
  get memberFigures(): Member[] {
    return this.memberUuids.map((uuid) => this.memberAt(uuid, documentAt(uuid)));
  }

  get totals(): Totals {
    return this.totalsOf(this.memberFigures);
  }

  protected override async _preCreate(...[data, options, user]: Parameters<RosterModelBase["_preCreate"]>) {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    applyNewSideDefaults(this.parent, data, this.sideType);
  }

  protected override async _preUpdate(...[changes, options, user]: Parameters<RosterModelBase["_preUpdate"]>) {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false || colourWriteRefused(changes, user)) return false;
  }
}
