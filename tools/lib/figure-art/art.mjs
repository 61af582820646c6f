// Builds every figure's portrait and token and every ready side's banner from the roster and the
// packs, and the pack fields that name them: `img`, `prototypeToken.texture.src` and, by side,
// `prototypeToken.disposition`. tools/figure-art.mjs writes them; test/build/figure-art.test.ts
// checks the committed files equal this output.
import fs from "node:fs";
import path from "node:path";
import { at, SYSTEM_ID } from "../paths.mjs";
import { packSourceFiles } from "../packs.mjs";
import { GLYPHS } from "./glyphs.mjs";
import { DISPOSITION, RULESETS } from "./roster.mjs";
import { portraitSvg, tokenSvg } from "./svg.mjs";

const systemPath = (relative) => `systems/${SYSTEM_ID}/${relative}`;
const slugOf = (file) => path.basename(file, ".json");
const readDoc = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const idOfUuid = (uuid) => uuid.split(".").at(-1);

function glyphOf(name, colour) {
  const draw = GLYPHS[name];
  if (!draw) throw new Error(`figure art: no glyph "${name}"`);
  return draw(colour);
}

/**
 * One ruleset's art: every figure (its side, rim, files and the SVG text of each) and every side.
 * Throws when the roster and the packs disagree (a figure or side with no art, or art for none).
 */
export function rulesetArt(ruleset) {
  const figureFiles = packSourceFiles(ruleset.figurePack).filter((file) => readDoc(file).type?.endsWith("-figure"));
  const sideFiles = packSourceFiles(ruleset.sidePack).filter((file) => Array.isArray(readDoc(file).system?.members));
  const sideOfFigure = new Map();
  const sides = sideFiles.map((file) => {
    const slug = slugOf(file);
    const look = ruleset.sides[slug];
    if (!look) throw new Error(`figure art: ${ruleset.id} side ${slug} has no entry in the roster`);
    const doc = readDoc(file);
    for (const uuid of doc.system.members) sideOfFigure.set(idOfUuid(uuid), slug);
    const banner = ruleset.banner(slug);
    return { slug, file, name: doc.name, ...look, banner, svg: portraitSvg({ title: doc.name, rim: look.rim, colour: look.colour, glyph: glyphOf(look.glyph, look.colour), initials: look.initials }) };
  });
  const unknownSides = Object.keys(ruleset.sides).filter((slug) => !sides.some((s) => s.slug === slug));
  if (unknownSides.length) throw new Error(`figure art: ${ruleset.id} roster names sides the packs do not hold: ${unknownSides.join(", ")}`);
  const figures = figureFiles.map((file) => {
    const slug = slugOf(file);
    const look = ruleset.figures[slug];
    if (!look) throw new Error(`figure art: ${ruleset.id} figure ${slug} has no entry in the roster`);
    const doc = readDoc(file);
    const side = sides.find((s) => s.slug === sideOfFigure.get(doc._id)) ?? null;
    const rim = side?.rim ?? ruleset.unalignedRim;
    const glyph = glyphOf(look.glyph, look.colour);
    const art = { title: doc.name, rim, colour: look.colour, glyph, initials: look.initials };
    return {
      slug,
      file,
      name: doc.name,
      side: side?.slug ?? null,
      ...look,
      rim,
      disposition: side ? side.disposition : "neutral",
      portrait: `${ruleset.figureDir}/${slug}.svg`,
      token: `${ruleset.figureDir}/${slug}-token.svg`,
      portraitSvg: portraitSvg(art),
      tokenSvg: tokenSvg(art),
    };
  });
  const unknownFigures = Object.keys(ruleset.figures).filter((slug) => !figures.some((f) => f.slug === slug));
  if (unknownFigures.length) throw new Error(`figure art: ${ruleset.id} roster names figures the packs do not hold: ${unknownFigures.join(", ")}`);
  return { ruleset, sides, figures };
}

export function allArt() {
  return RULESETS.map(rulesetArt);
}

/** Every SVG file the art makes, relative to the repository: { path: text }. */
export function artFiles(arts = allArt()) {
  const files = {};
  for (const { sides, figures } of arts) {
    for (const side of sides) files[side.banner] = side.svg;
    for (const figure of figures) {
      files[figure.portrait] = figure.portraitSvg;
      files[figure.token] = figure.tokenSvg;
    }
  }
  return files;
}

/** A pack document with its art fields set: portrait, token image, (by side) disposition and, for a side, its colour (the rim). */
export function withArt(doc, { img, token, disposition, color }) {
  const next = structuredClone(doc);
  next.img = systemPath(img);
  if (color) next.system = { ...next.system, color };
  if (next.prototypeToken) {
    next.prototypeToken.texture = { ...next.prototypeToken.texture, src: systemPath(token) };
    next.prototypeToken.disposition = DISPOSITION[disposition];
  }
  return next;
}

/** Every pack source file the art touches, with its text as the art leaves it: { file: text }. */
export function artDocs(arts = allArt()) {
  const docs = {};
  const write = (file, fields) => {
    docs[path.relative(at(), file)] = `${JSON.stringify(withArt(readDoc(file), fields), null, 2)}\n`;
  };
  for (const { sides, figures } of arts) {
    for (const side of sides) write(side.file, { img: side.banner, token: side.banner, disposition: side.disposition, color: side.rim });
    for (const figure of figures) write(figure.file, { img: figure.portrait, token: figure.token, disposition: figure.disposition });
  }
  return docs;
}
