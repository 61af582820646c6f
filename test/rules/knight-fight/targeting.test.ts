import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexDistance, type Offset } from "../../../src/rules/common/geometry";
import { hexLineObscured } from "../../../src/rules/knight-fight/sight";
import { KF_THROWER_RANGE, legalTargets, type KfTargetingFigure } from "../../../src/rules/knight-fight/targeting";
import type { KfClass } from "../../../src/rules/knight-fight/figure";
import { ROWS_ODD } from "./helpers";

const at = (id: string, side: string, i: number, j: number): KfTargetingFigure => ({ id, side, position: { i, j } });

function targets(cls: KfClass, attacker: Offset, figures: KfTargetingFigure[], obscured: string[] = []) {
  return legalTargets({
    attacker: { id: "me", side: "A", cls, position: attacker },
    figures: [{ id: "me", side: "A", position: attacker }, ...figures],
    orientation: ROWS_ODD,
    isObscured: (_attacker, target) => obscured.includes(target),
  });
}

describe("geometry assumptions of these tests", () => {
  it("(2,0) is as far from (0,0) as (0,2); (1,j) touches (0,j) and (0,j+1)", () => {
    expect(hexDistance({ i: 0, j: 0 }, { i: 2, j: 0 }, ROWS_ODD)).toBe(2);
    expect(hexDistance({ i: 0, j: 0 }, { i: 0, j: 2 }, ROWS_ODD)).toBe(2);
    expect(hexDistance({ i: 1, j: 3 }, { i: 0, j: 3 }, ROWS_ODD)).toBe(1);
    expect(hexDistance({ i: 1, j: 3 }, { i: 0, j: 4 }, ROWS_ODD)).toBe(1);
  });
});

describe("fighter targets", () => {
  it("any enemy in an adjacent hex, never further, never a friend", () => {
    const t = targets("fighter", { i: 1, j: 3 }, [at("e1", "B", 0, 3), at("e2", "B", 1, 4), at("far", "B", 1, 5), at("f", "A", 0, 4)]);
    expect(t.byOption.adjacent).toEqual(["e1", "e2"]);
    expect(t.byOption.closest).toEqual([]);
    expect(t.legal).toEqual(["e1", "e2"]);
  });

  it("has no target when no enemy is adjacent", () => {
    expect(targets("fighter", { i: 0, j: 0 }, [at("e", "B", 0, 2)]).legal).toEqual([]);
  });
});

describe("shooter targets", () => {
  const scene = [
    at("e1", "B", 0, 2), // distance 2, next to the friend
    at("e2", "B", 2, 0), // distance 2, obscured
    at("e3", "B", 0, 5), // distance 5
    at("f", "A", 0, 3),
  ];

  it("offers every tied closest enemy, and per option the closest that qualifies", () => {
    const t = targets("shooter", { i: 0, j: 0 }, scene, ["e2"]);
    expect(t.byOption).toEqual({
      adjacent: [],
      closest: ["e1", "e2"],
      closestUnengaged: ["e2"],
      closestUnobscured: ["e1"],
    });
    expect(t.legal).toEqual(["e1", "e2"]);
  });

  it("reaches a far enemy through option (b) or (c) when the near ones do not qualify", () => {
    const t = targets("shooter", { i: 0, j: 0 }, [at("near", "B", 0, 2), at("far", "B", 0, 6), at("f", "A", 1, 2)], ["near"]);
    expect(t.byOption.closest).toEqual(["near"]);
    expect(t.byOption.closestUnengaged).toEqual(["far"]);
    expect(t.byOption.closestUnobscured).toEqual(["far"]);
    expect(t.legal).toEqual(["near", "far"]);
  });

  it("the shooter itself does not count as a friend engaging the enemy", () => {
    const t = targets("shooter", { i: 0, j: 0 }, [at("e", "B", 0, 1), at("e2", "B", 0, 4)]);
    expect(t.byOption.closestUnengaged).toEqual(["e"]);
  });

  it("ignores friends for every option", () => {
    const t = targets("shooter", { i: 0, j: 0 }, [at("f", "A", 0, 1), at("e", "B", 0, 3)]);
    expect(t.legal).toEqual(["e"]);
  });

  it("when the only enemy is engaged and obscured, option (a) still offers it", () => {
    const t = targets("shooter", { i: 0, j: 0 }, [at("e", "B", 0, 4), at("f", "A", 0, 3)], ["e"]);
    expect(t.byOption.closestUnengaged).toEqual([]);
    expect(t.byOption.closestUnobscured).toEqual([]);
    expect(t.legal).toEqual(["e"]);
  });
});

describe("thrower targets", () => {
  it("takes the same options but only within 3 hexes", () => {
    expect(KF_THROWER_RANGE).toBe(3);
    const inRange = targets("thrower", { i: 0, j: 0 }, [at("e", "B", 0, 3)]);
    expect(inRange.byOption.closest).toEqual(["e"]);
    expect(inRange.legal).toEqual(["e"]);
    const outOfRange = targets("thrower", { i: 0, j: 0 }, [at("e", "B", 0, 4)]);
    expect(outOfRange.byOption).toEqual({ adjacent: [], closest: [], closestUnengaged: [], closestUnobscured: [] });
    expect(outOfRange.legal).toEqual([]);
  });

  it("loses option (b) when the closest unengaged enemy is beyond 3 hexes, where a shooter keeps it", () => {
    const scene = [at("near", "B", 0, 2), at("far", "B", 0, 4), at("f", "A", 0, 1)];
    const thrower = targets("thrower", { i: 0, j: 0 }, scene);
    expect(thrower.byOption.closest).toEqual(["near"]);
    expect(thrower.byOption.closestUnengaged).toEqual([]);
    expect(thrower.legal).toEqual(["near"]);
    expect(targets("shooter", { i: 0, j: 0 }, scene).byOption.closestUnengaged).toEqual(["far"]);
  });

  it("never offers a target beyond 3 hexes (property)", () => {
    const hex = fc.record({ i: fc.integer({ min: 0, max: 6 }), j: fc.integer({ min: 0, max: 8 }) });
    fc.assert(
      fc.property(hex, fc.array(fc.tuple(hex, fc.boolean(), fc.boolean()), { maxLength: 6 }), (me, others) => {
        const figures = others
          .filter(([p], n) => !(p.i === me.i && p.j === me.j) && others.findIndex(([q]) => q.i === p.i && q.j === p.j) === n)
          .map(([p, enemy], n) => at(`x${n}`, enemy ? "B" : "A", p.i, p.j));
        const hidden = others.flatMap(([, , h], n) => (h ? [`x${n}`] : []));
        const t = targets("thrower", me, figures, hidden);
        const shooter = targets("shooter", me, figures, hidden);
        for (const id of t.legal) {
          const target = figures.find((f) => f.id === id);
          expect(target?.side).toBe("B");
          expect(hexDistance(me, target?.position ?? me, ROWS_ODD)).toBeLessThanOrEqual(3);
          expect(shooter.legal).toContain(id);
        }
      }),
    );
  });
});

describe("terrain obscuring (simulator's answer for option c)", () => {
  it("a blocked hex on the line obscures; one beside it does not; end hexes never count", () => {
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 0, j: 4 }, [{ i: 0, j: 2 }], ROWS_ODD)).toBe(true);
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 0, j: 4 }, [{ i: 1, j: 2 }], ROWS_ODD)).toBe(false);
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 0, j: 4 }, [{ i: 0, j: 0 }, { i: 0, j: 4 }], ROWS_ODD)).toBe(false);
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 0, j: 4 }, [], ROWS_ODD)).toBe(false);
  });

  it("a line running along the edge of one blocked hex grazes it; between two blocked hexes it is obscured", () => {
    // (0,0) to (1,1) runs exactly along the edge shared by (0,1) and (1,0).
    expect(hexDistance({ i: 0, j: 0 }, { i: 1, j: 1 }, ROWS_ODD)).toBe(2);
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 1, j: 1 }, [{ i: 0, j: 1 }], ROWS_ODD)).toBe(false);
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 1, j: 1 }, [{ i: 1, j: 0 }], ROWS_ODD)).toBe(false);
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 1, j: 1 }, [{ i: 0, j: 1 }, { i: 1, j: 0 }], ROWS_ODD)).toBe(true);
  });

  it("works on column layouts too", () => {
    const cols = { columns: true, even: true };
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 4, j: 0 }, [{ i: 2, j: 0 }], cols)).toBe(true);
    expect(hexLineObscured({ i: 0, j: 0 }, { i: 4, j: 0 }, [{ i: 2, j: 1 }], cols)).toBe(false);
  });

  it("is symmetric, and a neighbour is never obscured (property)", () => {
    const hex = fc.record({ i: fc.integer({ min: 0, max: 8 }), j: fc.integer({ min: 0, max: 8 }) });
    fc.assert(
      fc.property(hex, hex, fc.array(hex, { maxLength: 12 }), fc.boolean(), fc.boolean(), (a, b, blocked, columns, even) => {
        const o = { columns, even };
        expect(hexLineObscured(a, b, blocked, o)).toBe(hexLineObscured(b, a, blocked, o));
        if (hexDistance(a, b, o) <= 1) expect(hexLineObscured(a, b, blocked, o)).toBe(false);
      }),
    );
  });
});
