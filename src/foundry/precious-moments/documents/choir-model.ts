import { applyNewSideDefaults, colourWriteRefused } from "../../sides/side-defaults";
import { sideColourField } from "../../sides/side-colour-field";
import { PM_ACTOR_TYPES } from "./actor-types";
import { choirMemberOf, choirTotals, isPmFigureActor, missingChoirMember, type ChoirMember, type ChoirTotals } from "./choir-members";

/** `fromUuidSync` is typed for literal UUID shapes; stored members are plain strings, checked after. */
function documentAt(uuid: string): unknown {
  return (fromUuidSync as (uuid: string) => unknown)(uuid);
}

export function defineChoirSchema() {
  const { ArrayField, DocumentUUIDField, HTMLField } = foundry.data.fields;
  return {
    members: new ArrayField(new DocumentUUIDField({ type: "Actor" }), { required: true, initial: [] }),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
    color: sideColourField(),
  };
}
export type ChoirSchema = ReturnType<typeof defineChoirSchema>;

/**
 * A choir: one side's figures by actor UUID (world actors, or compendium figures for a ready-made
 * choir in a pack). Members and totals are read when asked for, so they follow each figure's Value.
 */
export class PmChoirModel extends foundry.abstract.TypeDataModel<ChoirSchema, Actor.Implementation> {
  static override defineSchema(): ChoirSchema {
    return defineChoirSchema();
  }

  get memberUuids(): string[] {
    return [...(this._source as { members: (string | null)[] }).members].filter((uuid): uuid is string => !!uuid);
  }

  /** Every roster entry from what is loaded now: the figure it names, or a missing row. */
  get memberFigures(): ChoirMember[] {
    return this.memberUuids.map((uuid) => memberAt(uuid, documentAt(uuid)));
  }

  get totals(): ChoirTotals {
    return choirTotals(this.memberFigures);
  }

  protected override async _preCreate(...[data, options, user]: Parameters<foundry.abstract.TypeDataModel<ChoirSchema, Actor.Implementation>["_preCreate"]>) {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    applyNewSideDefaults(this.parent, data, PM_ACTOR_TYPES.choir);
  }

  protected override async _preUpdate(...[changes, options, user]: Parameters<foundry.abstract.TypeDataModel<ChoirSchema, Actor.Implementation>["_preUpdate"]>) {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false || colourWriteRefused(changes, user)) return false;
  }
}

export function memberAt(uuid: string, found: unknown): ChoirMember {
  if (isPmFigureActor(found)) return choirMemberOf(found);
  return missingChoirMember(uuid, (found as { name?: string } | null)?.name);
}

/**
 * The roster with compendium members loaded (`fromUuid` loads a pack document; `fromUuidSync`
 * only gives its index entry), so a ready-made choir from a pack shows its figures.
 */
export async function loadedChoirMembers(uuids: readonly string[]): Promise<ChoirMember[]> {
  const load = fromUuid as (uuid: string) => Promise<unknown>;
  return Promise.all(uuids.map(async (uuid) => memberAt(uuid, await load(uuid).catch(() => null))));
}
