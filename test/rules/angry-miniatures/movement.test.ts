import { describe, expect, it } from "vitest";
import { RuleViolation } from "../../../src/rules/common/errors";
import { checkMove, moveCheckOf, moveRules, startMove, stepMove } from "../../../src/rules/angry-miniatures/movement";

const o = (i: number, j: number) => ({ i, j });
const line = (n: number) => Array.from({ length: n }, (_, k) => o(0, k + 1));

describe("checkMove", () => {
  it("open squares cost 1 each, up to Speed", () => {
    expect(checkMove({ from: o(0, 0), path: line(5), speed: 5 })).toEqual({ ok: true, cost: 5, allowance: 5 });
    const far = checkMove({ from: o(0, 0), path: line(6), speed: 5 });
    expect(far.ok).toBe(false);
    expect(far.violation?.code).toBe("AngryMiniatures.Rule.MoveTooFar");
  });

  it("difficult terrain and water cost 2 per square", () => {
    const terrain = { "0,1": "difficult", "0,2": "water" } as const;
    expect(checkMove({ from: o(0, 0), path: line(3), speed: 5, terrain }).cost).toBe(5);
    expect(checkMove({ from: o(0, 0), path: line(3), speed: 4, terrain }).ok).toBe(false);
  });

  it("blocking terrain cannot be entered", () => {
    const r = checkMove({ from: o(0, 0), path: line(2), speed: 9, terrain: { "0,2": "blocking" } });
    expect(r.violation?.code).toBe("AngryMiniatures.Rule.MoveBlocked");
  });

  it("Frost: Speed 0, so any step is too far and an empty move is fine", () => {
    expect(checkMove({ from: o(0, 0), path: line(1), speed: 5, frozen: true }).violation?.code).toBe("AngryMiniatures.Rule.MoveTooFar");
    expect(checkMove({ from: o(0, 0), path: [], speed: 5, frozen: true })).toEqual({ ok: true, cost: 0, allowance: 0 });
  });

  it("steps must be adjacent and may not enter occupied squares", () => {
    expect(checkMove({ from: o(0, 0), path: [o(0, 2)], speed: 5 }).violation?.code).toBe("AngryMiniatures.Rule.MoveNotAdjacent");
    expect(checkMove({ from: o(0, 0), path: line(2), speed: 5, occupied: [o(0, 1)] }).violation?.code).toBe(
      "AngryMiniatures.Rule.MoveOccupied",
    );
  });

  it("diagonal steps follow the scene's rule: 1 by default, 1-2-1 alternating, forbidden when illegal", () => {
    const diagonal = [o(1, 1), o(2, 2), o(3, 3)];
    expect(checkMove({ from: o(0, 0), path: diagonal, speed: 9 }).cost).toBe(3);
    expect(checkMove({ from: o(0, 0), path: diagonal, speed: 9, diagonalRule: "alternating1" }).cost).toBe(4);
    expect(checkMove({ from: o(0, 0), path: diagonal, speed: 9, diagonalRule: "alternating2" }).cost).toBe(5);
    expect(checkMove({ from: o(0, 0), path: diagonal, speed: 9, diagonalRule: "illegal" }).violation?.code).toBe(
      "AngryMiniatures.Rule.MoveDiagonal",
    );
  });

  it("a step the table says a wall stops is refused, the cost so far kept; a step it cannot judge is refused for its reason", () => {
    const wallBetween2And3 = (from: { j: number }, to: { j: number }) => (Math.min(from.j, to.j) === 2 && Math.max(from.j, to.j) === 3 ? "wall" : "open");
    const walled = checkMove({ from: o(0, 0), path: line(4), speed: 9, wallOnStep: wallBetween2And3 });
    expect(walled).toMatchObject({ ok: false, cost: 2, allowance: 9 });
    expect(walled.violation).toMatchObject({ code: "AngryMiniatures.Rule.MoveWall", data: { from: "0,2", square: "0,3" } });
    expect(checkMove({ from: o(0, 0), path: line(2), speed: 9, wallOnStep: wallBetween2And3 }).ok).toBe(true);
    const unjudged = new RuleViolation("Canvas.MoveOneWay", "cannot be judged", {});
    expect(checkMove({ from: o(0, 0), path: line(1), speed: 9, wallOnStep: () => unjudged }).violation).toBe(unjudged);
  });

  it("walked one square at a time, gives at every square the verdict checkMove gives for the path so far", () => {
    const path = [o(0, 1), o(1, 2), o(1, 3), o(1, 4), o(2, 5), o(2, 6), o(3, 7)];
    const input = { speed: 5, terrain: { "1,3": "difficult", "2,6": "blocking" } as const, occupied: [o(3, 7)], diagonalRule: "alternating1" as const, flaw: "fat" as const };
    const rules = moveRules(input);
    let progress = startMove(o(0, 0));
    path.forEach((square, n) => {
      progress = stepMove(rules, progress, square);
      expect(moveCheckOf(rules, progress)).toEqual(checkMove({ ...input, from: o(0, 0), path: path.slice(0, n + 1) }));
    });
    expect(moveCheckOf(rules, progress).violation?.code).toBe("AngryMiniatures.Rule.MoveBlocked");
  });
});
