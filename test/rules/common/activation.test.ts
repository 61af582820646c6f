import { describe, expect, it } from "vitest";
import { activatableIds, advance, orderRefusal, startState, unitUp, type TrackerFigure } from "../../../src/rules/common/activation";

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
});
