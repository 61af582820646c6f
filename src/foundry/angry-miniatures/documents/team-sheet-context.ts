import type { TeamMember, TeamTotals } from "./team-members";

interface TeamActorView {
  uuid: string;
  name: string;
  img: string | null;
  members: TeamMember[];
  totals: TeamTotals;
  notes: string;
}

/** Everything the team sheet template reads. */
export function teamSheetContext(team: TeamActorView, options: { editable: boolean }) {
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
    notes: team.notes,
  };
}
export type TeamSheetContext = ReturnType<typeof teamSheetContext>;

/** The members list after adding a dropped figure: no duplicates, order kept. */
export function withMember(members: readonly string[], uuid: string): string[] | null {
  return members.includes(uuid) ? null : [...members, uuid];
}
