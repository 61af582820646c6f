import { describe, expect, it } from "vitest";
import { gameAttackOdds, type AttackOdds } from "../../../src/rules/angry-miniatures/attack-odds";
import { resolveContest, type ContestResult } from "../../../src/rules/angry-miniatures/contest";
import { combatantOf } from "../../../src/rules/angry-miniatures/game-attack";
import { CRIT_IDS } from "../../../src/rules/angry-miniatures/crits";
import { figureViolations, type AmFigure } from "../../../src/rules/angry-miniatures/figure";
import { createGame, step } from "../../../src/rules/angry-miniatures/game";
import type { AmAttackAction, AmState } from "../../../src/rules/angry-miniatures/game-types";
import { FLAW_IDS, PERK_IDS } from "../../../src/rules/angry-miniatures/traits";
import { ATTACK_TYPES, PRESENTATIONS } from "../../../src/rules/angry-miniatures/types";
import { POKER_FACES } from "../../../src/rules/common/poker";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { cellsOfOdds, cellsOfResult } from "./attack-odds-cells";

/** A legal figure drawn at random: stats summing to 9, any perk, flaw and crit, sometimes a custom trigger. */
function randomFigure(pick: (n: number) => number, name: string): AmFigure {
  for (;;) {
    const mind = 1 + pick(7);
    const body = 1 + pick(7);
    const perk = PERK_IDS[pick(PERK_IDS.length)]!;
    const first = ATTACK_TYPES[pick(3)]!;
    const second = ATTACK_TYPES[pick(3)]!;
    const figure: AmFigure = {
      name,
      mind,
      body,
      spirit: 9 - mind - body,
      attackTypes: perk === "multi-class" && second !== first ? [first, second] : [first],
      perk,
      flaw: FLAW_IDS[pick(FLAW_IDS.length)]!,
      crit: CRIT_IDS[pick(CRIT_IDS.length)]!,
      presentation: PRESENTATIONS[pick(3)]!,
      ...(pick(3) === 0 ? { critTrigger: [POKER_FACES[pick(6)]!, ...(pick(2) ? [POKER_FACES[pick(6)]!] : [])] } : {}),
    };
    if (figureViolations(figure).length === 0) return figure;
  }
}

interface Scenario {
  readonly state: AmState;
  readonly action: AmAttackAction & { readonly type: "attack" | "freeAttack" };
  readonly free: boolean;
  readonly label: string;
}

/** Two figures on a board, the attacker activated through the engine (so Magic Buff is taken up as in play). */
function scenario(seed: number): Scenario {
  const dice = new SeededRoller(seed);
  const pick = (n: number): number => (dice.roll(1, n)[0] ?? 1) - 1;
  const red = randomFigure(pick, "red");
  const blue = randomFigure(pick, "blue");
  const attackType = red.attackTypes[pick(red.attackTypes.length)]!;
  const game = createGame({
    sides: [{ id: "red" }, { id: "blue" }],
    figures: [
      { id: "red", side: "red", sheet: red, position: { i: 0, j: 0 } },
      { id: "blue", side: "blue", sheet: blue, position: attackType === "melee" ? { i: 0, j: 1 } : { i: 0, j: 4 } },
    ],
    options: { checks: "off", requireLineOfSight: false, experimentalMeleeDefender: pick(2) === 1 },
  });
  const own = pick(3);
  const others = pick(2);
  const prepared: AmState = {
    ...game,
    round: 1,
    initiative: ["red", "blue"],
    turn: 0,
    figures: {
      red: { ...game.figures.red!, health: 99, statuses: { buffed: pick(3) } },
      blue: { ...game.figures.blue!, health: 99, statuses: { "tactical-genius": own + others }, markedBy: { red: own, elsewhere: others } },
    },
  };
  const activated = step(prepared, { type: "activate", figureId: "red" }, dice).state;
  const free = pick(4) === 0;
  const base = { attackerId: "red", attackType, targetId: "blue", charging: pick(2) === 1, cover: pick(2) === 1 };
  const state: AmState = free ? { ...activated, pending: [{ kind: "free-attack", sourceId: "red", byIds: ["red"], excludeTargetIds: [] }] } : activated;
  const label = `${red.perk}/${red.flaw}/${red.crit}[${red.critTrigger?.join("") ?? ""}] ${attackType}${free ? " (free)" : ""} on ${blue.perk}/${blue.flaw}/${blue.crit}[${blue.critTrigger?.join("") ?? ""}]`;
  return { state, action: { ...base, type: free ? "freeAttack" : "attack" }, free, label };
}

const PAIRS = 24;
const GAME_TRIALS = 300;
const CONTEST_TRIALS = 8_000;

function compare(label: string, odds: AttackOdds, seen: ReadonlyMap<string, number>, trials: number): void {
  const exact = cellsOfOdds(odds);
  for (const key of new Set([...exact.keys(), ...seen.keys()])) {
    const p = exact.get(key) ?? 0;
    const observed = (seen.get(key) ?? 0) / trials;
    // Each cell's count is binomial(trials, p): a correct engine strays past 5 standard deviations
    // with chance under 6e-7 per cell (under 1e-3 over the ~1,000 cells of this file); the
    // 1/trials term allows one sighting of an outcome whose exact chance is tiny but not 0.
    const bound = 5 * Math.sqrt((p * (1 - p)) / trials) + 1 / trials;
    expect(Math.abs(observed - p), `${label}: ${key} (exact ${p}, seen ${observed})`).toBeLessThanOrEqual(bound);
  }
}

const tally = (seen: Map<string, number>, result: ContestResult): void => {
  for (const cell of cellsOfResult(result)) seen.set(cell, (seen.get(cell) ?? 0) + 1);
};

describe("attack odds against the engine, for random figure pairs with every modifier in play", () => {
  it(`through the game's step: the dice every modifier gives, and the outcomes (${PAIRS} pairs, ${GAME_TRIALS} attacks each)`, () => {
    for (let seed = 1; seed <= PAIRS; seed++) {
      const { state, action, free, label } = scenario(seed);
      const odds = gameAttackOdds(state, action, { free });
      const roller = new SeededRoller(1000 + seed);
      const seen = new Map<string, number>();
      for (let t = 0; t < GAME_TRIALS; t++) {
        const { events } = step(state, action, roller);
        const attack = events.find((e) => e.type === "attack");
        const contest = events.find((e) => e.type === "contest" && e.defenderId === "blue");
        if (attack?.type !== "attack" || contest?.type !== "contest") throw new Error(`${label}: no contest`);
        if (t === 0) {
          expect(attack.dice, label).toEqual(odds.attackDice);
          expect(contest.defenceDice, label).toEqual(odds.defenceDice);
        }
        tally(seen, contest.result);
      }
      compare(label, odds, seen, GAME_TRIALS);
    }
  }, 180_000);

  it(`through the contest engine with the same figures and dice (${PAIRS} pairs, ${CONTEST_TRIALS} contests each)`, () => {
    for (let seed = 1; seed <= PAIRS; seed++) {
      const { state, action, free, label } = scenario(seed);
      const odds = gameAttackOdds(state, action, { free });
      const attacker = combatantOf(state.figures.red!);
      const defender = combatantOf(state.figures.blue!);
      const roller = new SeededRoller(5000 + seed);
      const seen = new Map<string, number>();
      for (let t = 0; t < CONTEST_TRIALS; t++) {
        const input = { attacker, defender, attackType: action.attackType, attackDice: odds.attackDice.dice, defenceDice: odds.defenceDice.dice };
        tally(seen, resolveContest(input, roller));
      }
      compare(label, odds, seen, CONTEST_TRIALS);
    }
  }, 180_000);
});
