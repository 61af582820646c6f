import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { lineOfSight } from "../../../src/rules/common/geometry";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { footprintOf } from "../../../src/rules/precious-moments/table";
import { hasActed } from "../../../src/rules/precious-moments/state-queries";
import { lineOfSightClear } from "../../../src/rules/precious-moments/checks";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmFigureSetup, PmState } from "../../../src/rules/precious-moments/types";
import { gameAt } from "./helpers";

// A game of 16 figures or more finds sight blockers through a grid that follows the game step by
// step. These games move figures (some off the table, with the movement check only warned), branch
// from older states and mix rectangular bases in, and every sight answer must still be the one
// looking at every figure gives.

/** Sight looking at every figure in play: the footprints of all but the two, and the walls. */
function clearByEveryFigure(state: PmState, singerId: string, targetId: string): boolean {
  const singer = state.figures.find((f) => f.id === singerId);
  const target = state.figures.find((f) => f.id === targetId);
  if (!singer?.position || !target?.position) return false;
  const others = state.figures.filter((f) => f.id !== singerId && f.id !== targetId && !f.inHeaven && f.position !== null);
  return lineOfSight(singer.position, target.position, { walls: state.walls, footprints: others.map((f) => footprintOf(f, f.position ?? { x: 0, y: 0 })) }).clear;
}

function expectSameSight(state: PmState): void {
  for (const singer of state.figures) {
    for (const target of state.figures) {
      if (singer.side === target.side) continue;
      expect(lineOfSightClear(state, singer.id, target.id), `${singer.id} -> ${target.id}`).toBe(clearByEveryFigure(state, singer.id, target.id));
    }
  }
}

function bigGame(): PmState {
  const rect: Partial<PmFigureSetup> = { base: { kind: "rect", width: 1.5, height: 0.8 } };
  const line = (side: "a" | "b", y: number) =>
    Array.from({ length: 12 }, (_, k) => [`${side}${k}`, { x: 2 + 3.7 * k, y: y + (k % 3) * 1.3 }, k % 4 === 1 ? rect : {}] as [string, { x: number; y: number }, Partial<PmFigureSetup>]);
  return gameAt(line("a", 6), line("b", 38), { walls: [{ a: { x: 20, y: 20 }, b: { x: 26, y: 24 } }] });
}

const warnMoves = { enforce: { movement: false } };

/** Every figure of the side to move walks its path (the first figure yet to act each time). */
function movementPhase(state: PmState, towards: (k: number, figureId: string) => { x: number; y: number }): PmState {
  let next = state;
  let k = 0;
  while (next.phase === "movement") {
    const side = next.activeSide;
    const figure = next.figures.find((f) => f.side === side && !f.inHeaven && !hasActed(next, f));
    if (!figure) throw new Error("no figure to move");
    next = step(next, { type: "move", figureId: figure.id, path: [towards(k++, figure.id)] }, new ScriptedRoller([]), warnMoves).state;
  }
  return next;
}

describe("Precious Moments sight in a big game (the figure grid)", () => {
  it("gives the answer of looking at every figure as figures move, leave the table and games branch", () => {
    const start = step(bigGame(), { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
    expectSameSight(start);
    const roller = new SeededRoller(7);
    const spot = (k: number) => ({ x: -3 + ((k * 7.31) % 50), y: -2 + ((k * 11.7) % 51) });
    const moved = movementPhase(start, spot);
    expectSameSight(moved);
    // A branch from the start: the same figures walk elsewhere.
    const other = movementPhase(start, (k) => ({ x: 24 + ((k * 3.3) % 20) - 10, y: 24 + ((k * 5.9) % 14) - 7 }));
    expectSameSight(other);
    expectSameSight(moved);
    expectSameSight(start);
    // Songs send figures to Heaven: gone figures no longer block.
    let singing = moved;
    while (singing.phase === "singing") {
      const side = singing.activeSide;
      const singer = singing.figures.find((f) => f.side === side && !f.inHeaven && !hasActed(singing, f));
      if (!singer) throw new Error("no singer");
      const target = singing.figures.find((f) => f.side !== side && !f.inHeaven && lineOfSightClear(singing, singer.id, f.id));
      const action = target ? { type: "sing" as const, singerId: singer.id, targetId: target.id } : { type: "pass" as const, figureId: singer.id };
      singing = step(singing, action, roller).state;
      expectSameSight(singing);
    }
    expectSameSight(start);
  });

  it("finds a blocker standing off the table on a slanting line off the table", () => {
    const start = step(bigGame(), { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
    const offTable: Record<string, { x: number; y: number }> = { a0: { x: -4, y: 10 }, b0: { x: -1, y: 30 }, a1: { x: -2.5, y: 20 }, b1: { x: 50, y: 12 }, a2: { x: 53, y: 40 }, b2: { x: 51.5, y: 26 } };
    const moved = movementPhase(start, (k, id) => offTable[id] ?? { x: 3 + 3 * k, y: 24 });
    expect(moved.figures.find((f) => f.id === "a1")?.position).toEqual({ x: -2.5, y: 20 });
    expect(lineOfSightClear(moved, "a0", "b0")).toBe(false);
    expect(lineOfSightClear(moved, "a2", "b1")).toBe(false);
    expectSameSight(moved);
  });
});
