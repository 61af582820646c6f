// The figure art lets a table tell the two ready sides apart and each figure from the next: read
// from the committed SVGs and pack sources (not from the roster that made them), within every
// ready side no two figures share a glyph or initials, every member wears its side's rim, the two
// sides' rims differ (and differ from figures in no side), one side's tokens are friendly and the
// other's hostile. The files are what tools/figure-art.mjs makes, and draw with shapes only.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { artDocs, artFiles, allArt } from "../../tools/lib/figure-art/art.mjs";
import { GLYPHS } from "../../tools/lib/figure-art/glyphs.mjs";
import { allSourceDocs, type PackDoc } from "./pack-docs";

/** CONST.TOKEN_DISPOSITIONS (https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPOSITIONS.html). */
const DISPOSITION = { FRIENDLY: 1, NEUTRAL: 0, HOSTILE: -1 } as const;
const PREFIX = "systems/shelf-wars/";

interface Drawn {
  rim: string;
  colour: string;
  glyph: string;
  initials: string;
}

/** What an SVG of ours draws: the rim, the figure's colour, its glyph (the figure's colour as "BG") and its initials. */
function drawn(relative: string): Drawn {
  const text = fs.readFileSync(relative, "utf8");
  const fills = [...text.matchAll(/<(?:rect|circle)[^>]* fill="(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? "");
  const glyph = /<g transform="translate\([\d ]+\) scale\([\d.]+\)">(.*)<\/g>\n/.exec(text)?.[1] ?? "";
  const initials = /<text [^>]*>([^<]*)<\/text>/.exec(text)?.[1] ?? "";
  const [rim = "", colour = ""] = fills;
  return { rim, colour, glyph: glyph.replaceAll(colour, "BG"), initials };
}

const docs = allSourceDocs();
const byId = new Map(docs.map(({ doc }) => [doc._id, doc]));
const sides = docs.filter(({ doc }) => Array.isArray(doc.system?.members) && /-(team|force|choir)$/.test(doc.type ?? ""));
const members = (side: (typeof sides)[number]) =>
  (side.doc.system?.members as string[]).map((uuid) => {
    const figure = byId.get(uuid.split(".").at(-1) ?? "");
    if (!figure) throw new Error(`${side.doc.name}: ${uuid} names no pack figure`);
    return figure;
  });
const local = (systemPath: string | undefined) => (systemPath ?? "").slice(PREFIX.length);
const token = (doc: PackDoc) => doc.prototypeToken as unknown as { texture: { src: string }; disposition: number };
const rulesetOf = (type: string | undefined) => (type ?? "").replace(/-(team|force|choir|figure)$/, "");

describe("figure art: the sides tell apart", () => {
  it("finds two ready sides in Knight Fight and Precious Moments, and three teams of 3 a side in Angry Miniatures", () => {
    const perRuleset = new Map<string, number>();
    for (const side of sides) perRuleset.set(rulesetOf(side.doc.type), (perRuleset.get(rulesetOf(side.doc.type)) ?? 0) + 1);
    expect(Object.fromEntries(perRuleset)).toEqual({ "angry-miniatures": 6, "knight-fight": 2, "precious-moments": 2 });
  });

  it.each(sides.map((s) => [s.doc.name, s] as const))("%s: no two members share a glyph or initials, portrait or token", (_name, side) => {
    for (const image of ["portrait", "token"] as const) {
      const art = members(side).map((figure) => ({ name: figure.name, ...drawn(local(image === "portrait" ? figure.img : token(figure).texture.src)) }));
      const repeated = (key: "glyph" | "initials") => art.filter((a, i) => art.findIndex((b) => b[key] === a[key]) !== i).map((a) => a.name);
      expect(repeated("glyph"), `${image}s sharing a glyph`).toEqual([]);
      expect(repeated("initials"), `${image}s sharing initials`).toEqual([]);
      expect(art.every((a) => a.glyph.length > 0 && /^[A-Z]{2}$/.test(a.initials))).toBe(true);
    }
  });

  it.each(sides.map((s) => [s.doc.name, s] as const))("%s: every member's portrait and token wear the side's rim, as its banner does", (_name, side) => {
    const rim = drawn(local(side.doc.img)).rim;
    const rims = members(side).flatMap((figure) => [drawn(local(figure.img)).rim, drawn(local(token(figure).texture.src)).rim]);
    expect(new Set(rims)).toEqual(new Set([rim]));
  });

  it.each(["angry-miniatures", "knight-fight", "precious-moments"])("%s: the two sides' rims differ, and differ from figures in no side", (ruleset) => {
    const own = sides.filter((s) => rulesetOf(s.doc.type) === ruleset);
    const rims = own.map((s) => drawn(local(s.doc.img)).rim);
    expect(new Set(rims).size).toBe(2);
    const inSide = new Set(own.flatMap((s) => members(s).map((f) => f._id)));
    const loose = docs.filter(({ doc }) => doc.type === `${ruleset}-figure` && !inSide.has(doc._id)).map(({ doc }) => drawn(local(doc.img)).rim);
    for (const rim of loose) expect(rims).not.toContain(rim);
  });

  it.each(["angry-miniatures", "knight-fight", "precious-moments"])("%s: one side's tokens are friendly, the other's hostile; the side actor agrees; a figure in no side is neutral", (ruleset) => {
    const own = sides.filter((s) => rulesetOf(s.doc.type) === ruleset);
    // Sides that share a rim (Angry Miniatures' teams of one side) are one side here.
    const byRim = new Map<string, Set<number>>();
    for (const side of own) {
      const rim = drawn(local(side.doc.img)).rim;
      const seen = byRim.get(rim) ?? new Set<number>();
      for (const f of members(side)) seen.add(token(f).disposition);
      byRim.set(rim, seen);
    }
    const dispositions = [...byRim.values()];
    expect(dispositions.map((d) => [...d]).sort()).toEqual([[DISPOSITION.HOSTILE], [DISPOSITION.FRIENDLY]].sort());
    for (const side of own) expect(token(side.doc).disposition).toBe(token(members(side)[0]!).disposition);
    const inSide = new Set(own.flatMap((s) => members(s).map((f) => f._id)));
    const loose = docs.filter(({ doc }) => doc.type === `${ruleset}-figure` && !inSide.has(doc._id));
    for (const { doc } of loose) expect(token(doc).disposition, doc.name).toBe(DISPOSITION.NEUTRAL);
  });

  it("gives every figure of every ruleset a portrait and a token of its own", () => {
    const figures = docs.filter(({ doc }) => (doc.type ?? "").endsWith("-figure")).map(({ doc }) => doc);
    const images = figures.flatMap((f) => [f.img, token(f).texture.src]);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) expect(fs.existsSync(local(image)), image).toBe(true);
  });
});

describe("figure art: the files", () => {
  it("are what tools/figure-art.mjs makes from the roster and the packs (run it after changing either)", () => {
    const stale = Object.entries({ ...artFiles(), ...artDocs() })
      .filter(([relative, text]) => !fs.existsSync(relative) || fs.readFileSync(relative, "utf8") !== text)
      .map(([relative]) => relative);
    expect(stale).toEqual([]);
  });

  it("names a glyph for every figure and side, each drawn by the library", () => {
    for (const { ruleset, sides: made, figures } of allArt()) {
      for (const item of [...made, ...figures]) expect(Object.keys(GLYPHS), `${ruleset.id} ${item.slug}`).toContain(item.glyph);
    }
  });

  const svgs = fs.readdirSync("assets", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".svg"));
  it.each(svgs)("assets/%s is a self-contained SVG drawn by the project (no embedded or linked images)", (file) => {
    const text = fs.readFileSync(path.join("assets", file), "utf8");
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[^"]+"/);
    expect(text.trim().endsWith("</svg>")).toBe(true);
    expect(text).not.toMatch(/<image\b|href=|url\(|data:|<script|<foreignObject/i);
  });
});
