import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CRIT_IDS } from "../../../../src/rules/angry-miniatures/crits";
import { deriveFigure, figureViolations, figureWarnings, validateFigure } from "../../../../src/rules/angry-miniatures/figure";
import { FLAW_IDS, PERK_IDS } from "../../../../src/rules/angry-miniatures/traits";
import { ATTACK_TYPES } from "../../../../src/rules/angry-miniatures/types";
import { toAmFigure, type FigureSource } from "../../../../src/foundry/angry-miniatures/documents/figure-source";
import { packFigures, type PackFigure } from "./setup";

/** The token fields the pack sets beyond what setup's PackFigure names. */
type PackedFigure = PackFigure & {
  prototypeToken: PackFigure["prototypeToken"] & {
    texture: { src: string };
    width: number;
    height: number;
    disposition: number;
    displayBars: number;
    displayName: number;
    name: string;
  };
};

/**
 * Foundry v13's numbers, as a compendium source stores them:
 * CONST.TOKEN_DISPOSITIONS (https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPOSITIONS.html)
 * and CONST.TOKEN_DISPLAY_MODES (https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPLAY_MODES.html).
 */
const DISPOSITION = { HOSTILE: -1, FRIENDLY: 1 } as const;
const DISPLAY_MODE = { OWNER_HOVER: 20, HOVER: 30 } as const;

describe("angry-miniatures-figures compendium pack", () => {
  const figures = packFigures() as PackedFigure[];

  it("holds at least 12 figures", () => expect(figures.length).toBeGreaterThanOrEqual(12));

  it.each([
    ["attack type", ATTACK_TYPES, (f: PackFigure) => f.system.attackTypes as string[]],
    ["perk", PERK_IDS, (f: PackFigure) => [f.system.perk as string]],
    ["flaw", FLAW_IDS, (f: PackFigure) => [f.system.flaw as string]],
    ["crit", CRIT_IDS, (f: PackFigure) => [f.system.crit as string]],
  ] as const)("uses every %s at least once across the set", (_what, all, used) => {
    const seen = new Set(figures.flatMap(used));
    expect(all.filter((id) => !seen.has(id))).toEqual([]);
  });

  it("gives every figure its own name", () => {
    expect(new Set(figures.map((f) => f.name)).size).toBe(figures.length);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s is a legal figure at full Health", (_name, figure) => {
    const am = toAmFigure(figure.system as unknown as FigureSource);
    expect(figureViolations(am).map((v) => v.message)).toEqual([]);
    expect(() => validateFigure(am)).not.toThrow();
    expect(figure.system.health.value).toBe(deriveFigure(am).health);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has no perk, flaw or crit that cannot apply or cancels out", (_name, figure) => {
    const am = toAmFigure(figure.system as unknown as FigureSource);
    // The Unpainted notice is advice shown for every Unpainted figure, not a wasted choice.
    const wasted = figureWarnings(am).filter((w) => w.code !== "AngryMiniatures.Warning.Unpainted");
    expect(wasted.map((w) => w.message)).toEqual([]);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has a short description in its notes", (_name, figure) => {
    const notes = String(figure.system.notes);
    expect(notes).toMatch(/^<p>.+<\/p>$/s);
    const words = notes.replace(/<[^>]+>/g, " ").trim().split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(8);
    expect(words.length).toBeLessThanOrEqual(80);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has an id, key, its own portrait and token image and a Health token bar", (_name, figure) => {
    expect(figure._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(figure._key).toBe(`!actors!${figure._id}`);
    expect(figure.type).toBe("angry-miniatures-figure");
    const portrait = /^systems\/shelf-wars\/(assets\/angry-miniatures\/figures\/[a-z-]+\.svg)$/.exec(figure.img);
    const token = /^systems\/shelf-wars\/(assets\/angry-miniatures\/figures\/[a-z-]+-token\.svg)$/.exec(figure.prototypeToken.texture.src);
    expect(portrait?.[1] && fs.existsSync(portrait[1]), figure.img).toBe(true);
    expect(token?.[1] && fs.existsSync(token[1]), figure.prototypeToken.texture.src).toBe(true);
    expect(figure.prototypeToken.bar1.attribute).toBe("health");
  });

  it("gives no two figures the same portrait or token image", () => {
    const images = figures.flatMap((f) => [f.img, f.prototypeToken.texture.src]);
    expect(new Set(images).size).toBe(images.length);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has one-square, linked, named token defaults with a side", (_name, figure) => {
    const token = figure.prototypeToken;
    expect({ width: token.width, height: token.height }).toEqual({ width: 1, height: 1 });
    expect(token.name).toBe(figure.name);
    expect(token.actorLink).toBe(true);
    expect([DISPOSITION.HOSTILE, DISPOSITION.FRIENDLY]).toContain(token.disposition);
    expect(token.displayName).toBe(DISPLAY_MODE.HOVER);
    expect(token.displayBars).toBe(DISPLAY_MODE.OWNER_HOVER);
  });
});
