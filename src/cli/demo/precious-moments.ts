import { SeededRoller } from "../../rules/common/seeded-roller";
import type { Point } from "../../rules/common/geometry";
import { PM_SIDES, runGame, sensiblePolicy, type PmEvent, type PmOutcome, type PmPhase, type PmSide } from "../../rules/precious-moments";
import { PM_SAMPLE_SETUP } from "../armies/precious-moments";
import { listed, narrateEvents, sidePainter, type Narration, type Narrators, type Style } from "./style";

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

const at = (p: Point): string => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
const sum = (dice: readonly number[]): number => dice.reduce((a, b) => a + b, 0);

/** How each Precious Moments event reads, naming the sample choirs' figures. */
export function preciousMomentsNarrators(style: Style): { narrators: Narrators<PmEvent>; outcomeText: (outcome: PmOutcome) => string; choir: (side: PmSide) => string } {
  const paint = sidePainter(style, PM_SIDES);
  const choir = (side: PmSide): string => paint(side, PM_SAMPLE_SETUP.sides[side].name);
  const figures = PM_SIDES.flatMap((side) => PM_SAMPLE_SETUP.sides[side].figures.map((f) => ({ ...f, side })));
  const nameOf = (id: string): string => figures.find((f) => f.id === id)?.name ?? id;
  const who = (id: string): string => {
    const figure = figures.find((f) => f.id === id);
    return figure ? paint(figure.side, figure.name) : id;
  };
  const dice = (rolled: readonly number[]): string => `${style.dice(rolled.join(" "))} = ${sum(rolled)}`;
  const outcomeText = (outcome: PmOutcome): string =>
    outcome.kind === "lastChoirStanding"
      ? `${choir(outcome.winner)} wins: all of ${choir(outcome.loser)} has gone to Heaven`
      : outcome.winner === null
        ? `called, a draw at $${outcome.totals.a} each`
        : `called: ${choir(outcome.winner)} wins on Value left, $${outcome.totals.a} to $${outcome.totals.b}`;
  const narrators: Narrators<PmEvent> = {
    wallPlaced: (e) => `${choir(e.side)} places a wall from ${at(e.wall.a)} to ${at(e.wall.b)}.`,
    coinTossed: (e) => `Coin toss: ${choir(e.player1)} is Player 1.`,
    homeEdgeChosen: (e) => `${choir(e.side)} takes the ${e.edge} edge; ${choir(e.side === "a" ? "b" : "a")} gets the ${e.opponentEdge}.`,
    figurePlaced: (e) => `${who(e.figureId)} is placed at ${at(e.position)}.`,
    phaseStarted: (e) =>
      e.phase === "initiative"
        ? style.heading(`Round ${e.round}`)
        : style.dim(`${PHASE_NAMES[e.phase]}${e.activeSide ? `, ${PM_SAMPLE_SETUP.sides[e.activeSide].name} first` : ""}.`),
    initiativeRolled: (e) =>
      `Initiative, 2d6 a side: ${e.rolls.map((r) => `${choir("a")} ${dice(r.a)}, ${choir("b")} ${dice(r.b)}`).join("; then ")} → ${choir(e.winner)} wins; ${choir(e.loser)} moves first, ${choir(e.winner)} sings first.`,
    figureMoved: (e) => `  ${who(e.figureId)} walks ${e.distance.toFixed(1)} of ${e.allowance} inches to ${at(e.to)}.`,
    figurePassed: (e) => style.dim(`  ${nameOf(e.figureId)} ${e.phase === "singing" ? "has no one to sing at" : "stays put"}.`),
    aria: (e) => {
      const song = `  ${who(e.singerId)} sings at ${who(e.targetId)}: ${dice(e.singRoll)} against Cuteness ${e.cuteness}`;
      if (!e.success) return `${song}, off key.`;
      const spirit = `, in tune; spirit ${dice(e.spiritRoll ?? [])} against Piety ${e.piety}`;
      if (e.spared) return `${song}${spirit}, spared.`;
      return `${song}${spirit}, not spared; Humiliation ${dice(e.humiliationRoll ?? [])}: Value $${e.valueBefore} → ${style.bad(`$${e.valueAfter}`)}.`;
    },
    wentToHeaven: (e) => `  ${style.bad(`✝ ${nameOf(e.figureId)} goes to Heaven.`)}`,
    checkOverridden: (e) => `  check overridden (${e.check}): ${e.issue.message}`,
    gameOver: (e) => style.heading(`Game over: ${outcomeText(e.outcome)}.`),
  };
  return { narrators, outcomeText, choir };
}

/** Plays the sample choirs with the engine's sensible policy and tells the game event by event. */
export function narratePreciousMoments(seed: number, style: Style): Narration {
  const result = runGame(PM_SAMPLE_SETUP, { a: sensiblePolicy, b: sensiblePolicy }, new SeededRoller(seed), { keepEvents: true });
  const { narrators, outcomeText, choir } = preciousMomentsNarrators(style);
  return {
    title: `Precious Moments at WAR!: ${listed(PM_SIDES.map(choir))} on a ${PM_SAMPLE_SETUP.table.width} x ${PM_SAMPLE_SETUP.table.height} inch table (seed ${seed})`,
    lines: narrateEvents(result.events, narrators),
    result: `${outcomeText(result.outcome)} after ${result.state.round} round${result.state.round === 1 ? "" : "s"}`,
  };
}
