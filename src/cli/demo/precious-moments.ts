import { nameDoes } from "../shared/words";
import { SeededRoller } from "../../rules/common/seeded-roller";
import type { Point } from "../../rules/common/geometry";
import { PM_SIDES, type PmEvent, type PmOutcome, type PmPhase, type PmSetup, type PmSide } from "../../rules/precious-moments/types";
import { runGame } from "../../rules/precious-moments/run";
import { sensiblePolicy } from "../../rules/precious-moments/policy";
import { pmReadyTableSetup } from "../../data/scenes/ready-boards";
import { PM_SAMPLE_BUDGET, PM_SAMPLE_SETUP } from "../armies/precious-moments";
import { pmChoir } from "../simulate/precious-moments";
import type { Seat, SidePicks } from "../simulate/types";
import { readyPicks } from "./ready-sides";
import { castNames, listed, logOf, narrateEvents, type Cast, type Narration, type Narrators, type Style } from "./style";

const PHASE_NAMES: Record<PmPhase, string> = {
  obstacles: "Walls",
  coinToss: "The coin toss",
  chooseEdge: "Choosing home edges",
  deploy: "Deployment",
  initiative: "Initiative",
  movement: "Movement",
  singing: "Singing",
  over: "The end",
};

/** A walk shorter than this (inches) is told as staying put: it shows as 0.0. */
const STAYS = 0.05;

/** A place on the table in inches from its top-left corner, across then down (the title says so once). */
const at = (p: Point): string => `(${p.x.toFixed(1)} in, ${p.y.toFixed(1)} in)`;
const sum = (dice: readonly number[]): number => dice.reduce((a, b) => a + b, 0);
/** Value in dollars; below $0 it is still $0 (the figure is in Heaven: there is nothing left to lose). */
const dollars = (value: number): string => `$${Math.max(0, value)}`;

/** The compendium's ready choirs on the ready parlour table (its obstacles already placed). */
export function pmDemoSetup(picks: SidePicks): PmSetup {
  const choirOf = (seat: Seat, side: PmSide) => {
    const picked = picks[seat];
    return picked === undefined ? PM_SAMPLE_SETUP.sides[side] : pmChoir(picked, seat, side);
  };
  return { sides: { a: choirOf("blue", "a"), b: choirOf("red", "b") }, ...pmReadyTableSetup(), budget: PM_SAMPLE_BUDGET };
}

export function pmCast(setup: PmSetup): Cast {
  return {
    sides: PM_SIDES.map((id) => ({ id, name: setup.sides[id].name })),
    figures: new Map(PM_SIDES.flatMap((side) => setup.sides[side].figures.map((f) => [f.id, { name: f.name, side }] as const))),
  };
}

/** How each Precious Moments event reads, naming the cast's figures (with their choir when there is no colour). */
export function preciousMomentsNarrators(style: Style, cast: Cast): { narrators: Narrators<PmEvent>; outcomeText: (outcome: PmOutcome) => string } {
  const names = castNames(style, cast);
  const choir = (side: PmSide): string => names.side(side);
  const who = names.tagged;
  const dice = (rolled: readonly number[]): string => `${style.dice(rolled.join(" "))} = ${sum(rolled)}`;
  const outcomeText = (outcome: PmOutcome): string =>
    outcome.kind === "lastChoirStanding"
      ? `${nameDoes(choir(outcome.winner), "wins", "win")}: all of ${choir(outcome.loser)} has gone to Heaven`
      : outcome.winner === null
        ? `called, a draw at $${outcome.totals.a} each`
        : `called: ${choir(outcome.winner)} wins on Value left, $${outcome.totals.a} to $${outcome.totals.b}`;
  const narrators: Narrators<PmEvent> = {
    wallPlaced: (e) => `${choir(e.side)} places a wall from ${at(e.wall.a)} to ${at(e.wall.b)}.`,
    coinTossed: (e) => `Coin toss: ${choir(e.player1)} is Player 1.`,
    homeEdgeChosen: (e) => `${choir(e.side)} takes the ${e.edge} edge; ${choir(e.side === "a" ? "b" : "a")} gets the ${e.opponentEdge}.`,
    figurePlaced: (e) => `${who(e.figureId)} is placed at ${at(e.position)}.`,
    phaseStarted: (e) =>
      e.phase === "initiative" ? style.heading(`Round ${e.round}`) : style.dim(`${PHASE_NAMES[e.phase]}${e.activeSide ? `, ${names.sideName(e.activeSide)} first` : ""}.`),
    initiativeRolled: (e) =>
      `Initiative, 2d6 a side: ${e.rolls.map((r) => `${choir("a")} ${dice(r.a)}, ${choir("b")} ${dice(r.b)}`).join("; then ")} → ${choir(e.winner)} wins; ${choir(e.loser)} moves first, ${choir(e.winner)} sings first.`,
    figureMoved: (e) => (e.distance < STAYS ? style.dim(`  ${who(e.figureId)} stays put.`) : `  ${who(e.figureId)} walks ${e.distance.toFixed(1)} of ${e.allowance} inches to ${at(e.to)}.`),
    figurePassed: (e) => style.dim(`  ${who(e.figureId)} ${e.phase === "singing" ? "has no one to sing at" : "stays put"}.`),
    aria: (e) => {
      const song = `  ${who(e.singerId)} sings at ${who(e.targetId)}: ${dice(e.singRoll)} against Cuteness ${e.cuteness}`;
      if (!e.success) return `${song}, off key.`;
      const spirit = `, in tune; spirit ${dice(e.spiritRoll ?? [])} against Piety ${e.piety}`;
      if (e.spared) return `${song}${spirit}, spared.`;
      return `${song}${spirit}, not spared; Humiliation ${dice(e.humiliationRoll ?? [])}: Value ${dollars(e.valueBefore)} → ${style.bad(dollars(e.valueAfter ?? e.valueBefore))}.`;
    },
    wentToHeaven: (e) => `  ${style.bad(`✝ ${names.name(e.figureId)} goes to Heaven.`)}`,
    checkOverridden: (e) => `  check overridden (${e.check}): ${e.issue.message}`,
    // The result line says it.
    gameOver: () => null,
  };
  return { narrators, outcomeText };
}

/** Plays the ready choirs with the engine's sensible policy on the ready table and tells the game event by event. */
export function narratePreciousMoments(seed: number, style: Style): Narration {
  const setup = pmDemoSetup(readyPicks("precious-moments"));
  const cast = pmCast(setup);
  const result = runGame(setup, { a: sensiblePolicy, b: sensiblePolicy }, new SeededRoller(seed), { keepEvents: true });
  const { narrators, outcomeText } = preciousMomentsNarrators(style, cast);
  const names = castNames(style, cast);
  return {
    title: `Precious Moments at WAR!: ${listed(PM_SIDES.map(names.side))} on the parlour table, ${setup.table.width} x ${setup.table.height} inches (seed ${seed})`,
    lines: [`Places in inches from the table's top-left corner, across then down; the home zones are ${setup.deploymentDepth ?? 6} inches deep along the ${(setup.homeEdges ?? []).join(" and ")} edges.`, ...narrateEvents(result.events, narrators)],
    result: `${outcomeText(result.outcome)} after ${result.state.round} round${result.state.round === 1 ? "" : "s"}`,
    log: logOf(cast, result.events),
  };
}
