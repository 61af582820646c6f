import { describe, expect, it } from "vitest";
import { activatableIds, advance, orderRefusal, pendingTie, reopenTies, settleTie, startState, tieContenders, unitUp, type TrackerFigure } from "../../../src/rules/common/activation";

const fig = (id: string, side: string | null, extra: Partial<TrackerFigure> = {}): TrackerFigure => ({ id, side, activated: false, defeated: false, ...extra });

describe("activation bookkeeping (pure)", () => {
  it("alternate-sides: the first side in order with a figure able to act is up", () => {
    const figures = [fig("a1", "A", { defeated: true }), fig("b1", "B")];
    const state = startState("alternate-sides", [{ order: ["A", "B"] }], figures);
    expect(unitUp(state)).toBe("B");
    expect(orderRefusal(state, figures, "a1")).toBe("FigureDefeated");
    expect(activatableIds(state, figures)).toEqual(["b1"]);
  });

  it("speed-order: figures act one by one in the given order, skipping the defeated", () => {
    const figures = [fig("slow", "A"), fig("fast", "B"), fig("mid", "A", { defeated: true })];
    let state = startState("speed-order", [{ order: ["fast", "mid", "slow"] }], figures);
    expect(unitUp(state)).toBe("fast");
    expect(orderRefusal(state, figures, "slow")).toBe("NotYourTurn");
    const marked = figures.map((f) => (f.id === "fast" ? { ...f, activated: true } : f));
    const step = advance(state, marked);
    expect(step.kind).toBe("next-unit");
    if (step.kind !== "next-unit") return;
    state = step.state;
    expect(unitUp(state)).toBe("slow");
    expect(advance(state, marked.map((f) => ({ ...f, activated: true }))).kind).toBe("round-over");
  });

  it("phases: a second phase starts with every figure able to act again, then the round ends", () => {
    const figures = [fig("a1", "A"), fig("b1", "B")];
    const phases = [
      { order: ["B", "A"], label: "Move" },
      { order: ["A", "B"], label: "Sing" },
    ];
    const state = startState("alternate-sides", phases, figures);
    const done = figures.map((f) => ({ ...f, activated: true }));
    const step = advance(state, done);
    expect(step.kind).toBe("next-phase");
    if (step.kind !== "next-phase") return;
    expect(step.state.phase).toBe(1);
    expect(unitUp(step.state)).toBe("A");
    expect(advance(step.state, done).kind).toBe("round-over");
  });

  it("a figure in no side never activates, and nothing activates before the combat starts", () => {
    const figures = [fig("stray", null), fig("b1", "B")];
    expect(orderRefusal(null, figures, "b1")).toBe("NotStarted");
    const state = startState("alternate-sides", [{ order: ["B"] }], figures);
    expect(orderRefusal(state, figures, "stray")).toBe("NoSide");
    expect(orderRefusal({ ...state, active: "b1" }, figures, "b1")).toBe("ActivationInProgress");
  });

  it("speed-order ties: a group's order is drawn only when it comes up, among those still able to act", () => {
    const figures = [fig("fast", "A"), fig("t1", "A"), fig("t2", "B"), fig("t3", "B"), fig("slow", "A")];
    const state = startState("speed-order", [{ order: ["fast", "t1", "t2", "t3", "slow"], ties: [["t1", "t2", "t3"]] }], figures);
    expect(pendingTie(state)).toBeNull();
    // t2 falls before the group is reached: it takes no part in the draw.
    const reached = figures.map((f) => (f.id === "fast" ? { ...f, activated: true } : f.id === "t2" ? { ...f, defeated: true } : f));
    const step = advance(state, reached);
    if (step.kind !== "next-unit") throw new Error(step.kind);
    expect(pendingTie(step.state)).toEqual(["t1", "t2", "t3"]);
    expect(tieContenders(step.state, reached)).toEqual(["t1", "t3"]);
    const drawn = settleTie(step.state, reached, ["t3", "t1"]);
    expect(drawn.phases[0]).toEqual({ order: ["fast", "t3", "t1", "t2", "slow"], ties: [], drawn: [["t1", "t2", "t3"]] });
    expect(unitUp(drawn)).toBe("t3");
    expect(pendingTie(drawn)).toBeNull();
    expect(() => settleTie(step.state, reached, ["t1"])).toThrow(/exactly t1, t3/);
  });

  it("playing a round again reopens its drawn ties: each is pending again and drawn when reached", () => {
    const figures = [fig("fast", "A"), fig("t1", "A"), fig("t2", "B"), fig("slow", "A")];
    const state = startState("speed-order", [{ order: ["fast", "t1", "t2", "slow"], ties: [["t1", "t2"]] }], figures);
    const reached = figures.map((f) => (f.id === "fast" ? { ...f, activated: true } : f));
    const step = advance(state, reached);
    if (step.kind !== "next-unit") throw new Error(step.kind);
    const drawn = settleTie(step.state, reached, ["t2", "t1"]);
    const again = startState("speed-order", reopenTies(drawn.phases), figures);
    expect(again.phases[0]).toEqual({ order: ["fast", "t2", "t1", "slow"], ties: [["t1", "t2"]] });
    expect(unitUp(again)).toBe("fast");
    const next = advance(again, reached);
    if (next.kind !== "next-unit") throw new Error(next.kind);
    expect(pendingTie(next.state)).toEqual(["t1", "t2"]);
    expect(reopenTies([{ order: ["a"] }])).toEqual([{ order: ["a"] }]);
  });
});
