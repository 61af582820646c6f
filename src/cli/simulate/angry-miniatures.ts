import { gameRunner, sensiblePolicy, type AmGameRunner, validateFigure, type AmFigure, type AmPolicy, type AmSetup } from "../../rules/angry-miniatures";
import { SeededRoller } from "../../rules/common/seeded-roller";
import { toAmFigure, type FigureSource } from "../../data/angry-miniatures/figure-source";
import { AM_SAMPLE_BOARD_SIZE, AM_SAMPLE_SETUP } from "../armies/angry-miniatures";
import { actorNamed, memberAt } from "../compendium/pack-sources";
import { counted, plural, spread, type Matchup, type MatchupSide, type Seat, type SidePicks } from "./types";

/** Rounds the Angry Miniatures runner plays before it stops a game (its own default). */
export const AM_ROUND_CAP = 30;

export const AM_TEAM_TYPE = "angry-miniatures-team";
const AM_FIGURE_TYPE = "angry-miniatures-figure";

/** The sample side each seat replaces; their ids key the report whichever team sits there. */
const AM_SEAT_SIDE: Record<Seat, string> = { blue: "blue", red: "red" };
/** The edge each side deploys on (the samples' own columns). */
const AM_EDGE: Record<string, "first" | "last"> = { red: "first", blue: "last" };

/** A pack figure through the same rules check the figure's data model makes. */
export function amFigureFromPack(system: Record<string, unknown>, name: string): AmFigure {
  const figure = toAmFigure(system as unknown as FigureSource, name);
  validateFigure(figure);
  return figure;
}

interface TeamFigures {
  name: string;
  sheets: AmFigure[];
}

/** A compendium team's figures, each checked by the rules. */
export function amTeam(name: string, flag: string): TeamFigures {
  const team = actorNamed(AM_TEAM_TYPE, name, "Angry Miniatures team", flag).actor;
  const members = (team.system.members as string[] | undefined) ?? [];
  const sheets = members.map((uuid) => {
    const { actor } = memberAt(uuid, team.name);
    if (actor.type !== AM_FIGURE_TYPE) throw new Error(`${team.name}: member ${actor.name} is not an Angry Miniatures figure`);
    return amFigureFromPack(actor.system, actor.name);
  });
  return { name: team.name, sheets };
}

/** The figure named `name` in the compendium, checked by the rules. */
export function amFigureNamed(name: string, flag: string): AmFigure {
  const { actor } = actorNamed(AM_FIGURE_TYPE, name, "Angry Miniatures figure", flag);
  return amFigureFromPack(actor.system, actor.name);
}

export function amMatchup(picks: SidePicks): Matchup {
  const teams = { blue: picks.blue === undefined ? null : amTeam(picks.blue, "blue"), red: picks.red === undefined ? null : amTeam(picks.red, "red") };
  const longest = Math.max(3, ...Object.values(teams).map((t) => t?.sheets.length ?? 0));
  const size = Math.max(AM_SAMPLE_BOARD_SIZE, longest);
  const sides: MatchupSide[] = [];
  const figures: AmSetup["figures"][number][] = [];
  for (const sample of AM_SAMPLE_SETUP.sides) {
    const seat = (Object.keys(AM_SEAT_SIDE) as Seat[]).find((s) => AM_SEAT_SIDE[s] === sample.id);
    if (!seat) throw new Error(`simulate: no seat for the sample side ${sample.id}`);
    const team = teams[seat];
    sides.push({ id: sample.id, name: team?.name ?? sample.name ?? sample.id, seat });
    if (!team) {
      figures.push(...AM_SAMPLE_SETUP.figures.filter((f) => f.side === sample.id));
      continue;
    }
    const column = AM_EDGE[sample.id] === "first" ? 0 : size - 1;
    team.sheets.forEach((sheet, k) => figures.push({ id: `${sample.id}-${k}`, side: sample.id, sheet, position: { i: spread(k, team.sheets.length, size), j: column } }));
  }
  const setup: AmSetup = { ...AM_SAMPLE_SETUP, figures, board: { ...AM_SAMPLE_SETUP.board, size: { rows: size, columns: size } } };
  const teamLine = sides.map((s) => `${s.name} (${plural(figures.filter((f) => f.side === s.id).length, "figure")})`).join(" and ");
  // Set up once for every game this thread plays: each game starts from the same starting state.
  let runner: AmGameRunner | undefined;
  return {
    summary: `Plays whole Angry Miniatures games between ${teamLine} on a ${size} x ${size} square board with a little terrain, both sides using the engine's sensible policy (attacks, charges, Magic aim and walks chosen by the exact contest odds, never off the board). A game still running after ${AM_ROUND_CAP} rounds is stopped and counted as capped.`,
    roundWord: "rounds",
    cap: AM_ROUND_CAP,
    sides,
    play(seed) {
      const tally = { n: 0 };
      const policy = counted<AmPolicy>(sensiblePolicy, tally);
      runner ??= gameRunner(setup, { roundCap: AM_ROUND_CAP, keepEvents: false });
      const result = runner(policy, new SeededRoller(seed));
      return { winner: result.state.winner, capped: result.capped, rounds: Math.min(result.state.round, AM_ROUND_CAP), actions: tally.n };
    },
  };
}
