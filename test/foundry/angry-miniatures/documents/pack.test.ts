import { describe, expect, it } from "vitest";
import { deriveFigure, validateFigure } from "../../../../src/rules/angry-miniatures/figure";
import { toAmFigure, type FigureSource } from "../../../../src/foundry/angry-miniatures/documents/figure-source";
import { packFigures } from "./setup";

describe("angry-miniatures-figures compendium pack", () => {
  const figures = packFigures();

  it("holds at least 8 figures covering all three attack types", () => {
    expect(figures.length).toBeGreaterThanOrEqual(8);
    const types = new Set(figures.flatMap((f) => f.system.attackTypes as string[]));
    expect([...types].sort()).toEqual(["magic", "melee", "range"]);
    expect(new Set(figures.map((f) => f.system.perk)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(figures.map((f) => f.system.flaw)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(figures.map((f) => f.system.crit)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s is a legal figure at full Health", (_name, figure) => {
    const am = toAmFigure(figure.system as unknown as FigureSource);
    expect(() => validateFigure(am)).not.toThrow();
    expect(figure.system.health.value).toBe(deriveFigure(am).health);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has an id, key, core icon and a Health token bar", (_name, figure) => {
    expect(figure._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(figure._key).toBe(`!actors!${figure._id}`);
    expect(figure.type).toBe("angry-miniatures-figure");
    expect(figure.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    expect(figure.prototypeToken.bar1.attribute).toBe("health");
  });
});
