import { formatCount } from "../../shared/i18n";
import type { TeamMember, TeamTotals } from "../documents/team-members";

interface TeamActorView {
  uuid: string;
  name: string;
  img: string | null;
  members: TeamMember[];
  totals: TeamTotals;
}

/**
 * The warning a team of another size than the agreed one gets (the rules' 3, a world setting),
 * or null, from the number of figures it fields.
 */
export function teamSizeWarning(count: number, size: number): { count: number; size: number } | null {
  return count === size ? null : { count, size };
}

/** The team sheet's warning, in words, or null. */
function sizeWarningText(count: number, size: number): string | null {
  const warning = teamSizeWarning(count, size);
  return warning ? formatCount("SHELFWARS.AngryMiniatures.Documents.Team.SizeWarning", warning.count, { size: warning.size }) : null;
}

/** Everything the team sheet template reads. */
export function teamSheetContext(team: TeamActorView, options: { editable: boolean; teamSize: number }) {
  return {
    uuid: team.uuid,
    name: team.name,
    img: team.img ?? "",
    editable: options.editable,
    members: team.members.map((member) => ({
      ...member,
      speed: member.speed ?? "—",
    })),
    hasMembers: team.members.length > 0,
    totals: team.totals,
    sizeWarning: sizeWarningText(team.totals.figures, options.teamSize),
  };
}
export type TeamSheetContext = ReturnType<typeof teamSheetContext>;

/** The members list after adding a dropped figure: no duplicates, order kept. */
export function withMember(members: readonly string[], uuid: string): string[] | null {
  return members.includes(uuid) ? null : [...members, uuid];
}
