import { applyNewSideDefaults, colourWriteRefused } from "../../sides/side-defaults";
import { sideColourField } from "../../sides/side-colour-field";
import { AM_ACTOR_TYPES } from "./actor-types";
import { isFigureActor, missingMember, teamMemberOf, teamTotals, type TeamMember, type TeamTotals } from "./team-members";

/** `fromUuidSync` is typed for literal UUID shapes; stored members are plain strings, checked after. */
function documentAt(uuid: string): unknown {
  return (fromUuidSync as (uuid: string) => unknown)(uuid);
}

export function defineTeamSchema() {
  const { ArrayField, DocumentUUIDField, HTMLField } = foundry.data.fields;
  return {
    members: new ArrayField(new DocumentUUIDField({ type: "Actor" }), { required: true, initial: [] }),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
    color: sideColourField(),
  };
}
export type AmTeamSchema = ReturnType<typeof defineTeamSchema>;

/**
 * A side's roster: member figures by actor UUID. Members and totals are read when asked for, not
 * in `prepareDerivedData`, so they follow each figure's Health without the team being re-prepared.
 */
export class AmTeamModel extends foundry.abstract.TypeDataModel<AmTeamSchema, Actor.Implementation> {
  static override defineSchema(): AmTeamSchema {
    return defineTeamSchema();
  }

  get memberUuids(): string[] {
    return [...((this._source as { members: (string | null)[] }).members)].filter((uuid): uuid is string => !!uuid);
  }

  /** Every roster entry: the figure it names, or a missing row when that actor is gone. */
  get memberFigures(): TeamMember[] {
    return this.memberUuids.map((uuid) => {
      const found = documentAt(uuid);
      if (isFigureActor(found)) return teamMemberOf(found);
      return missingMember(uuid, (found as { name?: string } | null)?.name);
    });
  }

  get totals(): TeamTotals {
    return teamTotals(this.memberFigures);
  }

  protected override async _preCreate(...[data, options, user]: Parameters<foundry.abstract.TypeDataModel<AmTeamSchema, Actor.Implementation>["_preCreate"]>) {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    applyNewSideDefaults(this.parent, data, AM_ACTOR_TYPES.team);
  }

  protected override async _preUpdate(...[changes, options, user]: Parameters<foundry.abstract.TypeDataModel<AmTeamSchema, Actor.Implementation>["_preUpdate"]>) {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false || colourWriteRefused(changes, user)) return false;
  }
}
