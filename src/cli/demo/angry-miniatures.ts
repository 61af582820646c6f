import { counted, nameDoes } from "../shared/words";
import { runGame } from "../../rules/angry-miniatures/game-run";
import type { AmEvent, AmSetup, PendingFollowUp } from "../../rules/angry-miniatures/game-types";
import { sensiblePolicy } from "../../rules/angry-miniatures/policy";
import type { ContestResult, DiceCount, RolledPool } from "../../rules/angry-miniatures/contest";
import { faceOf } from "../../rules/common/poker";
import { SeededRoller } from "../../rules/common/seeded-roller";
import { squareName, type Offset } from "../../rules/common/geometry";
import { amReadyBoard } from "../../data/scenes/ready-boards";
import { AM_SAMPLE_SETUP } from "../armies/angry-miniatures";
import { AM_ROUND_CAP, amTeam } from "../simulate/angry-miniatures";
import { spread, type Seat, type SidePicks } from "../simulate/types";
import { readyPicks } from "./ready-sides";
import { castNames, listed, logOf, narrateEvents, type Cast, type Narration, type Narrators, type Style } from "./style";

const square = (at: Offset): string => squareName(at);

/** A trait id as its name reads: "bearded" → "Bearded", "fire-magic" → "Fire magic". */
function traitName(id: string): string {
  const words = id.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "an A", "an 8"-style article for a poker face: A reads "an", the others "a". */
function article(face: string): string {
  return face === "A" ? "an" : "a";
}

/** A pool's size with why it differs from the figure's own count: "8 dice (7 +1 charging)". */
function diceWithReasons(count: DiceCount): string {
  const counted = count.modifiers.filter((m) => m.delta !== 0 && m.ignored === undefined);
  const dice = `${count.dice} ${count.dice === 1 ? "die" : "dice"}`;
  if (counted.length === 0) return dice;
  const reasons = counted.map((m) => `${m.delta > 0 ? "+" : "−"}${Math.abs(m.delta)} ${m.source.replace(/-/g, " ")}`).join(" ");
  return `${dice} (${count.base} ${reasons})`;
}

/** Poker dice as faces (9 10 J Q K A), with any rerolls spelled out. */
function pool(style: Style, rolled: RolledPool): string {
  const faces = style.dice(rolled.ranks.map(faceOf).join(" "));
  const rerolls = rolled.rerolls.map((r) => `${traitName(r.source)} rerolls ${article(faceOf(r.before))} ${faceOf(r.before)}: ${faceOf(r.after)}`);
  const extra = rerolls.length > 0 ? ` (${rerolls.join("; ")})` : "";
  return `${faces}${extra}: ${rolled.hits} hit${rolled.hits === 1 ? "" : "s"}${rolled.aces > 0 ? `, ${rolled.aces} A` : ""}`;
}

/** How a tie was settled: the face compared, or the SuperTieBreaker's dice (attacker's against defender's, rerolled while equal). */
function decider(style: Style, r: ContestResult): string {
  if (r.decidedBy === "hits") return "";
  if (r.decidedBy === "super-tie-breaker") {
    const rolls = r.superTieBreaker.map((roll) => `${faceOf(roll.attacker)} against ${faceOf(roll.defender)}`).join(", then ");
    return ` (a tie; SuperTieBreaker ${style.dice(rolls)})`;
  }
  return ` (a tie, decided by the ${r.decidedBy === "clean-miss" ? "clean miss" : `count of ${r.decidedBy}`})`;
}

function followUpName(followUp: PendingFollowUp): string {
  switch (followUp.kind) {
    case "push":
      return "a push";
    case "free-attack":
      return "a free attack";
    case "heal-friendly":
      return `a heal of ${followUp.amount} for a friend`;
  }
}

/** The compendium's ready teams at either edge of the ready Crossing Field. */
export function amDemoSetup(picks: SidePicks): AmSetup {
  const board = amReadyBoard();
  const { rows, columns } = board.size;
  const seats = ["blue", "red"] as const;
  const teams = seats.map((seat: Seat) => {
    const picked = picks[seat];
    if (picked !== undefined) return { seat, ...amTeam(picked, seat) };
    const sample = AM_SAMPLE_SETUP.sides.find((s) => s.id === seat);
    return { seat, name: sample?.name ?? seat, sheets: AM_SAMPLE_SETUP.figures.filter((f) => f.side === seat).map((f) => f.sheet) };
  });
  return {
    sides: teams.map((t) => ({ id: t.seat, name: t.name })),
    figures: teams.flatMap((team, index) =>
      team.sheets.map((sheet, k) => ({ id: `${team.seat}-${k}`, side: team.seat, sheet, position: { i: spread(k, team.sheets.length, rows), j: index === 0 ? 0 : columns - 1 } })),
    ),
    board,
  };
}

export function amCast(setup: AmSetup): Cast {
  return {
    sides: setup.sides.map((s) => ({ id: s.id, name: s.name ?? s.id })),
    figures: new Map(setup.figures.map((f) => [f.id, { name: f.sheet.name ?? f.id, side: f.side }] as const)),
  };
}

/** How each Angry Miniatures event reads, naming the cast's figures and sides; dice as poker faces. */
export function angryMiniaturesNarrators(style: Style, cast: Cast): { narrators: Narrators<AmEvent> } {
  const names = castNames(style, cast);
  const { who, side } = names;
  const narrators: Narrators<AmEvent> = {
    "round-start": (e) => style.heading(`Round ${e.round}`),
    initiative: (e) =>
      `Initiative, a poker die a side (ties roll again): ${e.rolls.map((r) => `${side(r.sideId)} ${style.dice(r.rolls.map(faceOf).join(" "))}`).join(", ")}; ${listed(e.order.map(side))} in that order.`,
    "activation-start": (e) => `${who(e.figureId)} (${side(names.sideOf(e.figureId))}) acts${e.frozen ? " (frozen: it cannot move)" : ""}${e.buff > 0 ? ` (buffed: +${e.buff} Speed)` : ""}.`,
    move: (e) => `  moves ${square(e.before)} → ${square(e.after)}, ${e.cost} of ${e.allowance} Speed.`,
    attack: (e) =>
      `  ${e.free ? "free " : ""}${e.attackType} attack${e.defenderIds.length > 0 ? ` on ${listed(e.defenderIds.map(names.tagged))}` : ""}${e.radius !== undefined ? ` (area, radius ${e.radius})` : ""}, ${diceWithReasons(e.dice)}: ${pool(style, e.roll)}${e.roll.critTriggered ? style.good(", crit!") : "."}`,
    contest: (e) => {
      const r = e.result;
      const outcome = r.winner === "none" ? "nobody wins" : `${r.winner === "attacker" ? who(e.attackerId) : who(e.defenderId)} wins`;
      return `  ${who(e.defenderId)} defends with ${diceWithReasons(e.defenceDice)}: ${pool(style, r.defence)}; ${outcome}${decider(style, r)}.`;
    },
    damage: (e) => `  ${who(e.figureId)} takes ${style.bad(String(e.amount))} damage (health ${e.before} → ${e.after}).`,
    heal: (e) => `  ${who(e.figureId)} heals ${style.good(String(e.amount))} (health ${e.before} → ${e.after}, ${e.source}).`,
    status: (e) => `  ${who(e.figureId)}: ${e.status} ${e.before} → ${e.after} (${e.source}).`,
    push: (e) => `  ${who(e.figureId)} is pushed ${square(e.before)} → ${square(e.after)}.`,
    "follow-up": (e) => `  the crit offers ${followUpName(e.followUp)}.`,
    "follow-up-declined": (e) => `  ${followUpName(e.followUp)} is passed up.`,
    defeated: (e) => `  ${style.bad(`✖ ${names.name(e.figureId)} is defeated.`)}`,
    warning: (e) => `  warning: ${e.message}`,
    "activation-end": (e) => style.dim(`  ${names.name(e.figureId)} is done.`),
    // The result line says it.
    "game-over": () => null,
  };
  return { narrators };
}

/** Plays the ready teams with the engine's sensible policy on the ready field and tells the game event by event. */
export function narrateAngryMiniatures(seed: number, style: Style): Narration {
  const setup = amDemoSetup(readyPicks("angry-miniatures"));
  const cast = amCast(setup);
  const result = runGame(setup, sensiblePolicy, new SeededRoller(seed), { roundCap: AM_ROUND_CAP });
  const { narrators } = angryMiniaturesNarrators(style, cast);
  const names = castNames(style, cast);
  const winner = result.state.winner;
  const outcome = result.capped
    ? `stopped after ${AM_ROUND_CAP} rounds with no winner`
    : winner === null
      ? "no winner"
      : `${nameDoes(names.side(winner), "wins", "win")} in ${counted(result.state.round, "round", "rounds")}`;
  const size = setup.board?.size;
  // Where each team stands before the first round (the ready field's set-up), as the rules' squares.
  const deployment = setup.sides.map((s) => {
    const placed = setup.figures.filter((f) => f.side === s.id).map((f) => `${names.name(f.id)} at ${square(f.position)}`);
    return `${nameDoes(names.side(s.id), "sets up", "set up")}: ${listed(placed)}.`;
  });
  return {
    title: `Angry Miniatures: ${listed(setup.sides.map((s) => names.side(s.id)))} on the Crossing Field, ${size?.columns ?? 0} x ${size?.rows ?? 0} squares (seed ${seed})`,
    lines: [`Deployment (squares by column letter and row number, A1 the top-left corner):`, ...deployment, ...narrateEvents(result.events, narrators)],
    result: outcome,
    log: logOf(cast, result.events),
  };
}
