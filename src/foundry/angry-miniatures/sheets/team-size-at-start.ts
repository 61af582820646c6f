import { formatCount } from "../../shared/i18n";
import { isActiveGm } from "../../shared/active-gm";
import { rulesetOfActorTypes } from "../../combat/activation-config";
import { findTeam } from "../../combat/sides";
import { ruleNumber } from "../../settings/registry";
import { AM_ACTOR_TYPES } from "../documents/actor-types";
import { teamSizeWarning } from "./team-sheet-context";
import { gmIds } from "../../shared/gm-whisper";
import { noticeLines, postNotice, type NoticeKind } from "../../shared/notices";

/** A team's roster as listed, missing entries too (as the team sheet counts it). */
function rosterSize(team: Actor.Implementation): number {
  const members: unknown = foundry.utils.getProperty(team, "system.members");
  return Array.isArray(members) ? members.length : 0;
}

/** The teams fighting in this combat, each once, in the order their first figure comes. */
function teamsIn(combat: Combat.Implementation): Actor.Implementation[] {
  const teams = new Map<string, Actor.Implementation>();
  for (const combatant of combat.combatants.contents) {
    const team = findTeam(combatant as Combatant.Implementation, AM_ACTOR_TYPES.team);
    if (team?.uuid && !teams.has(team.uuid)) teams.set(team.uuid, team);
  }
  return [...teams.values()];
}

/** One line per team whose roster is not the agreed size (the world's `teamSize`), localised. */
export function teamSizeLinesAtStart(combat: Combat.Implementation, size: number): string[] {
  return teamsIn(combat).flatMap((team) => {
    const warning = teamSizeWarning(rosterSize(team), size);
    if (!warning) return [];
    return [formatCount("SHELFWARS.AngryMiniatures.Documents.Team.SizeAtStart", warning.count, { team: team.name ?? team.uuid, size: warning.size })];
  });
}

/**
 * An Angry Miniatures combat starting (core's `combatStart`, which the tracker calls in the active
 * GM's line) with a team of another size than the world's: the GMs are told in a whisper. The
 * combat still starts, as the team sheet's warning says.
 */
export async function warnTeamSizesAtStart(combat: Combat.Implementation): Promise<void> {
  const ruleset = rulesetOfActorTypes(combat.combatants.contents.map((c) => c.actor?.type as string | undefined));
  if (!isActiveGm() || ruleset.kind !== "single" || ruleset.ruleset !== "angry-miniatures") return;
  const lines = teamSizeLinesAtStart(combat, ruleNumber("angry-miniatures", "teamSize"));
  if (lines.length === 0) return;
  ui.notifications?.warn(lines.join(" "));
  await postNotice(TEAM_SIZE_NOTICE, { content: noticeLines(lines, "sw-team-size"), whisper: gmIds() });
}

export function registerTeamSizeAtStart(): void {
  Hooks.on("combatStart", (combat) => {
    void warnTeamSizesAtStart(combat as Combat.Implementation).catch((error: unknown) => console.error("Shelf Wars | team size warning failed", error));
  });
}

/** Teams of another size than agreed, at the combat's start, whispered to the GMs. */
export const TEAM_SIZE_NOTICE: NoticeKind = { flag: "amTeamSize" };
