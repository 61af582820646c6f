import { SeededRoller } from "../../rules/common/seeded-roller";
import type { Offset } from "../../rules/common/geometry";
import { runGame, sensiblePolicy, type KfEvent, type KfOutcome } from "../../rules/knight-fight";
import { KF_SAMPLE_SETUP } from "../armies/knight-fight";
import { listed, narrateEvents, sidePainter, type Narration, type Narrators, type Style } from "./style";

const hex = (at: Offset): string => `(${at.i},${at.j})`;
const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** How each Knight Fight event reads, naming the sample forces' figures and sides. */
export function knightFightNarrators(style: Style): { narrators: Narrators<KfEvent>; outcomeText: (outcome: KfOutcome) => string; sideName: (id: string) => string } {
  const sideIds = KF_SAMPLE_SETUP.sides.map((s) => s.id);
  const paint = sidePainter(style, sideIds);
  const sideName = (id: string): string => paint(id, KF_SAMPLE_SETUP.sides.find((s) => s.id === id)?.name ?? id);
  const figures = KF_SAMPLE_SETUP.sides.flatMap((s) => s.figures.map((f) => ({ ...f, side: s.id })));
  const who = (id: string): string => {
    const figure = figures.find((f) => f.id === id);
    return figure ? paint(figure.side, figure.name) : id;
  };
  const outcomeText = (outcome: KfOutcome): string =>
    outcome.kind === "win"
      ? `${sideName(outcome.winner)} wins (${listed(outcome.reasons.map((r) => (r === "poolEmpty" ? "an empty dice pool" : "no figures left")))} for ${sideName(outcome.loser)})`
      : outcome.reason === "called"
        ? "a draw: the game was called"
        : "a draw: both sides lost at once";
  const narrators: Narrators<KfEvent> = {
    turnStarted: (e) => style.heading(`Turn ${e.turn}`),
    orderRolled: (e) => `Speed ${e.speed} tie rolled off (${style.dice(e.rolls.join(" "))}): ${listed(e.order.map(who))}.`,
    activationStarted: (e) => `${who(e.figureId)} (${sideName(e.side)}) activates.`,
    wagered: (e) =>
      `  wagers ${e.take} of ${e.poolBefore} pool dice on ${e.declare}: ${style.dice(e.dice.join(" "))} → ${e.actionPoints} action point${e.actionPoints === 1 ? "" : "s"}, ${e.returned} back, ${e.discarded} lost.`,
    poolChanged: (e) => style.dim(`  ${KF_SAMPLE_SETUP.sides.find((s) => s.id === e.side)?.name ?? e.side} pool ${e.before} → ${e.after} (${e.reason}${e.dice.length > 0 && e.reason !== "wager" ? ` ${e.dice.join(" ")}` : ""}).`),
    moved: (e) => `  moves ${hex(e.from)} → ${hex(e.to)}.`,
    attacked: (e) =>
      `  attacks ${who(e.defenderId)}: rolls ${style.dice(String(e.natural))}${e.modifier !== 0 ? ` ${signed(e.modifier)} = ${e.modified}` : ""}, needs ${e.target}+ → ${e.hit ? style.good("hit") : "miss"}.`,
    protected: (e) => `  ${who(e.figureId)} takes cover and sheds a danger token.`,
    dangerChanged: (e) => `  ${who(e.figureId)} danger ${e.before} → ${e.after} (${e.reason}).`,
    dangerCheck: (e) =>
      `  danger check for ${who(e.figureId)}: rolls ${style.dice(String(e.roll))} against danger ${e.danger} → ${e.killed ? style.bad("falls") : "survives"}.`,
    figureKilled: (e) => `  ${style.bad(`✖ ${figures.find((f) => f.id === e.figureId)?.name ?? e.figureId} is killed.`)}`,
    activationEnded: (e) => style.dim(`  ${figures.find((f) => f.id === e.figureId)?.name ?? e.figureId} is done${e.unspentActionPoints > 0 ? ` (${e.unspentActionPoints} action points unspent)` : ""}.`),
    turnEnded: (e) => style.dim(`End of turn ${e.turn}: each side adds 2d6 to its pool.`),
    ruleWarning: (e) => `  warning: ${e.message}`,
    gameOver: (e) => style.heading(`Game over: ${outcomeText(e.outcome)}.`),
  };
  return { narrators, outcomeText, sideName };
}

/** Plays the sample forces with the engine's sensible policy and tells the game event by event. */
export function narrateKnightFight(seed: number, style: Style): Narration {
  const policies = Object.fromEntries(KF_SAMPLE_SETUP.sides.map((s) => [s.id, sensiblePolicy]));
  const result = runGame(KF_SAMPLE_SETUP, policies, new SeededRoller(seed), { keepEvents: true });
  const { narrators, outcomeText, sideName } = knightFightNarrators(style);
  const sideIds = KF_SAMPLE_SETUP.sides.map((s) => s.id);
  const turns = Math.min(result.state.turn, 100);
  return {
    title: `Knight Fight: ${listed(sideIds.map(sideName))} on a hex board (seed ${seed})`,
    lines: narrateEvents(result.events, narrators),
    result: `${outcomeText(result.outcome)} after ${turns} turn${turns === 1 ? "" : "s"}`,
  };
}
