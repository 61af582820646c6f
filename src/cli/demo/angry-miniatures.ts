import { runGame, sensiblePolicy, type AmEvent, type PendingFollowUp } from "../../rules/angry-miniatures";
import type { RolledPool } from "../../rules/angry-miniatures/contest";
import { faceOf } from "../../rules/common/poker";
import { SeededRoller } from "../../rules/common/seeded-roller";
import type { Offset } from "../../rules/common/geometry";
import { AM_SAMPLE_SETUP } from "../armies/angry-miniatures";
import { listed, narrateEvents, sidePainter, type Narration, type Narrators, type Style } from "./style";

const AM_DEMO_ROUND_CAP = 30;

const square = (at: Offset): string => `(${at.i},${at.j})`;

/** Poker dice as faces (9 10 J Q K A), with any rerolls spelled out. */
function pool(style: Style, rolled: RolledPool): string {
  const faces = style.dice(rolled.ranks.map(faceOf).join(" "));
  const rerolls = rolled.rerolls.map((r) => `${faceOf(r.before)}→${faceOf(r.after)} by ${r.source}`);
  const extra = rerolls.length > 0 ? ` (rerolled ${rerolls.join(", ")})` : "";
  return `${faces}${extra}: ${rolled.hits} hit${rolled.hits === 1 ? "" : "s"}${rolled.aces > 0 ? `, ${rolled.aces} A` : ""}`;
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

/** How each Angry Miniatures event reads, naming the sample teams' figures and sides. */
export function angryMiniaturesNarrators(style: Style): { narrators: Narrators<AmEvent>; sideName: (id: string) => string } {
  const sideIds = AM_SAMPLE_SETUP.sides.map((s) => s.id);
  const paint = sidePainter(style, sideIds);
  const sideName = (id: string): string => paint(id, AM_SAMPLE_SETUP.sides.find((s) => s.id === id)?.name ?? id);
  const figureOf = (id: string) => AM_SAMPLE_SETUP.figures.find((f) => f.id === id);
  const who = (id: string): string => {
    const figure = figureOf(id);
    return figure ? paint(figure.side, figure.sheet.name ?? id) : id;
  };
  const narrators: Narrators<AmEvent> = {
    "round-start": (e) => style.heading(`Round ${e.round}`),
    initiative: (e) =>
      `Initiative, a d6 a side (ties roll again): ${e.rolls.map((r) => `${sideName(r.sideId)} ${style.dice(r.rolls.join(" "))}`).join(", ")}; ${listed(e.order.map(sideName))} in that order.`,
    "activation-start": (e) =>
      `${who(e.figureId)} (${sideName(figureOf(e.figureId)?.side ?? "")}) acts${e.frozen ? " (frozen: it cannot move)" : ""}${e.buff > 0 ? ` (buffed: +${e.buff} Speed)` : ""}.`,
    move: (e) => `  moves ${square(e.before)} → ${square(e.after)}, ${e.cost} of ${e.allowance} Speed.`,
    attack: (e) =>
      `  ${e.free ? "free " : ""}${e.attackType} attack${e.defenderIds.length > 0 ? ` on ${listed(e.defenderIds.map(who))}` : ""}${e.radius !== undefined ? ` (area, radius ${e.radius})` : ""}, ${e.dice.dice} dice: ${pool(style, e.roll)}${e.roll.critTriggered ? style.good(", crit!") : "."}`,
    contest: (e) => {
      const r = e.result;
      const outcome =
        r.winner === "none"
          ? "nobody wins"
          : `${r.winner === "attacker" ? who(e.attackerId) : who(e.defenderId)} wins${r.decidedBy === "hits" ? "" : ` (decided by ${r.decidedBy})`}`;
      return `  ${who(e.defenderId)} defends with ${e.defenceDice.dice} dice: ${pool(style, r.defence)}; ${outcome}.`;
    },
    damage: (e) => `  ${who(e.figureId)} takes ${style.bad(String(e.amount))} damage (health ${e.before} → ${e.after}).`,
    heal: (e) => `  ${who(e.figureId)} heals ${style.good(String(e.amount))} (health ${e.before} → ${e.after}, ${e.source}).`,
    status: (e) => `  ${who(e.figureId)}: ${e.status} ${e.before} → ${e.after} (${e.source}).`,
    push: (e) => `  ${who(e.figureId)} is pushed ${square(e.before)} → ${square(e.after)}.`,
    "follow-up": (e) => `  the crit offers ${followUpName(e.followUp)}.`,
    "follow-up-declined": (e) => `  ${followUpName(e.followUp)} is passed up.`,
    defeated: (e) => `  ${style.bad(`✖ ${figureOf(e.figureId)?.sheet.name ?? e.figureId} is defeated.`)}`,
    warning: (e) => `  warning: ${e.message}`,
    "activation-end": (e) => style.dim(`  ${figureOf(e.figureId)?.sheet.name ?? e.figureId} is done.`),
    "game-over": (e) => style.heading(e.winner === null ? "The game ends with no winner." : `${sideName(e.winner)} wins!`),
  };
  return { narrators, sideName };
}

/** Plays the sample teams with the engine's sensible policy and tells the game event by event. */
export function narrateAngryMiniatures(seed: number, style: Style): Narration {
  const result = runGame(AM_SAMPLE_SETUP, sensiblePolicy, new SeededRoller(seed), { roundCap: AM_DEMO_ROUND_CAP });
  const { narrators, sideName } = angryMiniaturesNarrators(style);
  const sideIds = AM_SAMPLE_SETUP.sides.map((s) => s.id);
  const lines = narrateEvents(result.events, narrators);
  const winner = result.state.winner;
  const outcome = result.capped
    ? `stopped after ${AM_DEMO_ROUND_CAP} rounds with no winner`
    : winner === null
      ? "no winner"
      : `${sideName(winner)} wins in ${result.state.round} round${result.state.round === 1 ? "" : "s"}`;
  if (result.capped) lines.push(style.heading(`Stopped after ${AM_DEMO_ROUND_CAP} rounds with no winner.`));
  return {
    title: `Angry Miniatures: ${listed(sideIds.map(sideName))} on a square grid (seed ${seed})`,
    lines,
    result: outcome,
  };
}
