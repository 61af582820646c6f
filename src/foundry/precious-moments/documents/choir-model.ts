import { RosterModel, type RosterSchema } from "../../sides/roster-model";
import { PM_ACTOR_TYPES } from "./actor-types";
import { choirMemberOf, choirTotals, isPmFigureActor, missingChoirMember, type ChoirMember, type ChoirTotals } from "./choir-members";

export type ChoirSchema = RosterSchema;

/**
 * A choir: one side's figures by actor UUID (world actors, or compendium figures for a ready-made
 * choir in a pack), with their Values.
 */
export class PmChoirModel extends RosterModel<ChoirMember, ChoirTotals> {
  protected get sideType(): string {
    return PM_ACTOR_TYPES.choir;
  }

  protected memberAt(uuid: string, found: unknown): ChoirMember {
    return memberAt(uuid, found);
  }

  protected totalsOf(members: readonly ChoirMember[]): ChoirTotals {
    return choirTotals([...members]);
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
