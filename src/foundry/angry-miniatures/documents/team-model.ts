import { RosterModel, type RosterSchema } from "../../sides/roster-model";
import { AM_ACTOR_TYPES } from "./actor-types";
import { isFigureActor, missingMember, teamMemberOf, teamTotals, type TeamMember, type TeamTotals } from "./team-members";

export type AmTeamSchema = RosterSchema;

/** A team: one side's figures, with their Health and Speed. */
export class AmTeamModel extends RosterModel<TeamMember, TeamTotals> {
  protected get sideType(): string {
    return AM_ACTOR_TYPES.team;
  }

  protected memberAt(uuid: string, found: unknown): TeamMember {
    return isFigureActor(found) ? teamMemberOf(found) : missingMember(uuid, (found as { name?: string } | null)?.name);
  }

  protected totalsOf(members: readonly TeamMember[]): TeamTotals {
    return teamTotals([...members]);
  }
}
