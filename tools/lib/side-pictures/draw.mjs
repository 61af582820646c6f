// The picture of one ready table as an SVG document: the scene's background, and each placed
// figure's token art inside a dynamic ring in its side's colour (ring on its ground, the art
// scaled inside as core's ring draws a token's subject). Files are inlined as data URIs so the
// browser needs nothing from the network or the disk.
import fs from "node:fs";
import { at } from "../paths.mjs";

const SYSTEM_PREFIX = "systems/shelf-wars/";
/** How wide each picture is drawn, in pixels. */
export const PICTURE_WIDTH = 800;
/** The share of the token's space the art fills inside the ring (core's default subject scale is 0.8). */
const SUBJECT_SCALE = 0.8;

/** A pack image path (systems/shelf-wars/...) as a data URI of the file in this repository. */
export function dataUri(systemPath) {
  if (!systemPath.startsWith(SYSTEM_PREFIX)) throw new Error(`side pictures: ${systemPath} is not one of this system's files`);
  const file = at(systemPath.slice(SYSTEM_PREFIX.length));
  const type = file.endsWith(".svg") ? "image/svg+xml" : file.endsWith(".png") ? "image/png" : "application/octet-stream";
  return `data:${type};base64,${fs.readFileSync(file).toString("base64")}`;
}

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** One token: the ring's ground, the art clipped to a circle, the ring in the side's colour. */
function tokenSvg(figure, side, grid, n) {
  const size = Math.min(grid.sizeX, grid.sizeY);
  const cx = figure.x + grid.sizeX / 2;
  const cy = figure.y + grid.sizeY / 2;
  const art = size * SUBJECT_SCALE;
  const clip = `clip-${n}`;
  return [
    `<g><title>${escape(figure.name)} (${escape(side.name)})</title>`,
    `<clipPath id="${clip}"><circle cx="${cx}" cy="${cy}" r="${art / 2}"/></clipPath>`,
    `<circle cx="${cx}" cy="${cy}" r="${size * 0.47}" fill="${side.background}"/>`,
    `<image href="${dataUri(figure.texture)}" x="${cx - art / 2}" y="${cy - art / 2}" width="${art}" height="${art}" clip-path="url(#${clip})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${size * 0.44}" fill="none" stroke="${side.colour}" stroke-width="${size * 0.07}"/>`,
    `</g>`,
  ].join("");
}

/** The table as an SVG document, `width` pixels wide. `sides` carry their ring `background` colour. */
export function tableSvg(table, sides, width) {
  const { scene } = table;
  const height = Math.round((width * scene.height) / scene.width);
  let n = 0;
  const tokens = sides.flatMap((side) => side.figures.map((figure) => tokenSvg(figure, side, scene.grid, n++)));
  return {
    height,
    svg: [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${scene.width} ${scene.height}">`,
      `<image href="${dataUri(scene.background)}" x="0" y="0" width="${scene.width}" height="${scene.height}" preserveAspectRatio="none"/>`,
      ...tokens,
      `</svg>`,
    ].join("\n"),
  };
}
