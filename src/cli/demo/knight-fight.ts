import { nameDoes } from "../shared/words";
import { SeededRoller } from "../../rules/common/seeded-roller";
import type { Offset } from "../../rules/common/geometry";
import { KF_DEFAULT_MAX_TURNS, runGame } from "../../rules/knight-fight/simulate";
import type { KfEvent } from "../../rules/knight-fight/events";
import type { KfOutcome } from "../../rules/knight-fight/state";
import type { KfSetup, KfSideSetup } from "../../rules/knight-fight/setup";
import { sensiblePolicy } from "../../rules/knight-fight/policy";
import { kfReadyBoard } from "../../data/scenes/ready-boards";
import { KF_SAMPLE_BUDGET, KF_SAMPLE_SETUP } from "../armies/knight-fight";
import { kfForce } from "../simulate/knight-fight";
import { spread, type Seat, type SidePicks } from "../simulate/types";
import { readyPicks } from "./ready-sides";
import { castNames, listed, logOf, narrateEvents, type Cast, type Narration, type Narrators, type Style } from "./style";

/** A hex as a newcomer counts it on the board picture: row from the column's top, column from the left end. */
const hex = (at: Offset): string => `(row ${at.i + 1}, column ${at.j + 1})`;
const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** The hexes of one end column for `count` figures, spread over the rows and clear of terrain. */
function endHexes(column: number, count: number, rows: number, blocked: readonly Offset[]): Offset[] {
  const free = Array.from({ length: rows }, (_, i) => i).filter((i) => !blocked.some((b) => b.i === i && b.j === column));
  return Array.from({ length: count }, (_, k) => ({ i: free[spread(k, count, free.length)] ?? 0, j: column }));
}

/** The compendium's ready forces at either end of the ready seven-by-five board. */
export function kfDemoSetup(picks: SidePicks): KfSetup {
  const board = kfReadyBoard();
  const sides = (["blue", "red"] as const).map((seat: Seat, index): KfSideSetup => {
    const picked = picks[seat];
    const sample = KF_SAMPLE_SETUP.sides[index];
    if (picked === undefined && sample) return sample;
    const force = kfForce(picked ?? "", seat);
    const hexes = endHexes(index === 0 ? 0 : board.columns - 1, force.figures.length, board.rows, board.blocked);
    return {
      id: seat,
      name: force.name,
      ...(force.pool === undefined ? {} : { pool: force.pool }),
      figures: force.figures.map((f, k) => ({ ...f.stats, id: `${seat}-${k}`, name: f.name, position: hexes[k] ?? { i: 0, j: 0 } })),
    };
  });
  return { board, sides, budget: KF_SAMPLE_BUDGET, forceCheck: "warn" };
}

export function kfCast(setup: KfSetup): Cast {
  return {
    sides: setup.sides.map((s) => ({ id: s.id, name: s.name })),
    figures: new Map(setup.sides.flatMap((s) => s.figures.map((f) => [f.id, { name: f.name, side: s.id }] as const))),
  };
}

/** How each Knight Fight event reads, naming the cast's figures and sides. */
export function knightFightNarrators(style: Style, cast: Cast): { narrators: Narrators<KfEvent>; outcomeText: (outcome: KfOutcome) => string } {
  const names = castNames(style, cast);
  const { who, side } = names;
  const outcomeText = (outcome: KfOutcome): string =>
    outcome.kind === "win"
      ? `${nameDoes(side(outcome.winner), "wins", "win")} (${listed(outcome.reasons.map((r) => (r === "poolEmpty" ? "an empty dice pool" : "no figures left")))} for ${side(outcome.loser)})`
      : outcome.reason === "called"
        ? "a draw: the game was called"
        : "a draw: both sides lost at once";
  const narrators: Narrators<KfEvent> = {
    turnStarted: (e) => style.heading(`Turn ${e.turn}`),
    orderRolled: (e) => `Speed ${e.speed} tie drawn, a d6 for each pick (${style.dice(e.rolls.join(" "))}): ${listed(e.order.map(who))} in that order.`,
    activationStarted: (e) => `${who(e.figureId)} (${side(e.side)}) activates.`,
    wagered: (e) =>
      `  wagers ${e.take} of ${e.poolBefore} pool dice on ${e.declare}: ${style.dice(e.dice.join(" "))} → ${e.actionPoints} action point${e.actionPoints === 1 ? "" : "s"}, ${e.returned} back, ${e.discarded} lost.`,
    poolChanged: (e) => style.dim(`  ${names.sideName(e.side)} pool ${e.before} → ${e.after} (${e.reason}${e.dice.length > 0 && e.reason !== "wager" ? ` ${e.dice.join(" ")}` : ""}).`),
    moved: (e) => `  moves from ${hex(e.from)} to ${hex(e.to)}.`,
    attacked: (e) =>
      `  attacks ${who(e.defenderId)}: rolls ${style.dice(String(e.natural))}${e.modifier !== 0 ? ` ${signed(e.modifier)} = ${e.modified}` : ""}, needs ${e.target}+ → ${e.hit ? style.good("hit") : "miss"}.`,
    // Protecting is told once, by the danger it sheds (that event comes first and has the numbers).
    protected: () => null,
    dangerChanged: (e) =>
      e.reason === "protect" ? `  ${who(e.figureId)} takes cover and sheds a danger token (danger ${e.before} → ${e.after}).` : `  ${who(e.figureId)} danger ${e.before} → ${e.after} (${e.reason}).`,
    dangerCheck: (e) => `  danger check for ${who(e.figureId)}: rolls ${style.dice(String(e.roll))} against danger ${e.danger} → ${e.killed ? style.bad("falls") : "survives"}.`,
    figureKilled: (e) => `  ${style.bad(`✖ ${names.name(e.figureId)} is killed.`)}`,
    activationEnded: (e) => style.dim(`  ${names.name(e.figureId)} is done${e.unspentActionPoints > 0 ? ` (${e.unspentActionPoints} action points unspent)` : ""}.`),
    turnEnded: (e) => style.dim(`End of turn ${e.turn}: each side adds 2d6 to its pool.`),
    ruleWarning: (e) => `  warning: ${e.message}`,
    // The result line says it.
    gameOver: () => null,
  };
  return { narrators, outcomeText };
}

/** Plays the ready forces with the engine's sensible policy on the ready board and tells the game event by event. */
export function narrateKnightFight(seed: number, style: Style): Narration {
  const setup = kfDemoSetup(readyPicks("knight-fight"));
  const cast = kfCast(setup);
  const policies = Object.fromEntries(setup.sides.map((s) => [s.id, sensiblePolicy]));
  const result = runGame(setup, policies, new SeededRoller(seed), { keepEvents: true });
  const { narrators, outcomeText } = knightFightNarrators(style, cast);
  const names = castNames(style, cast);
  // The cap calls the game as the next turn would start, so that turn is not counted as played.
  const turns = Math.min(result.state.turn, KF_DEFAULT_MAX_TURNS);
  const rocks = listed((setup.board.blocked ?? []).map(hex));
  const deployment = setup.sides.map((s) => `${nameDoes(names.side(s.id), "sets up", "set up")}: ${listed(s.figures.map((f) => `${names.name(f.id)} at ${hex(f.position)}`))}.`);
  return {
    title: `Knight Fight: ${listed(setup.sides.map((s) => names.side(s.id)))} on the seven-by-five board (seed ${seed})`,
    lines: [
      `Deployment (hexes by row and column: 7 columns of 5 flat-topped hexes, column 1 the left end, row 1 each column's top hex${rocks ? `; rocks at ${rocks}` : ""}):`,
      ...deployment,
      ...narrateEvents(result.events, narrators),
    ],
    result: `${outcomeText(result.outcome)} after ${turns} turn${turns === 1 ? "" : "s"}`,
    log: logOf(cast, result.events),
  };
}
