import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../tools/lib/paths.mjs";
import { distPath } from "./dist";
import { allSourceDocs, imagePaths } from "./pack-docs";

const PREFIX = `systems/${SYSTEM_ID}/`;

describe("pack image paths", () => {
  const docs = allSourceDocs();
  const named = docs.flatMap(({ file, doc }) => imagePaths(doc).map((image) => ({ file, ...image })));

  it("finds the images the packs name (the scan is not empty)", () => {
    expect(named.length).toBeGreaterThan(0);
  });

  it("serves every image from this system, so it ships in dist/ (no core or third-party icons)", () => {
    const outside = named.filter((n) => !n.path.startsWith(PREFIX)).map((n) => `${n.file} ${n.where}: ${n.path}`);
    expect(outside).toEqual([]);
  });

  it("resolves every image path to a file under dist/ after the build", () => {
    const missing = named
      .filter((n) => n.path.startsWith(PREFIX))
      .filter((n) => !fs.existsSync(distPath(n.path.slice(PREFIX.length))))
      .map((n) => `${n.file} ${n.where}: ${n.path}`);
    expect(missing).toEqual([]);
  });

  it("finds an image named by a journal's <img> tag and by a nested texture", () => {
    expect(imagePaths({ text: { content: '<p>x</p><img src="systems/shelf-wars/a.webp" alt="">' } })).toEqual([
      { where: "text.content", path: "systems/shelf-wars/a.webp" },
    ]);
    expect(imagePaths({ prototypeToken: { texture: { src: "icons/svg/x.svg" } }, name: "Not an image" })).toEqual([
      { where: "prototypeToken.texture.src", path: "icons/svg/x.svg" },
    ]);
  });
});

describe("Angry Miniatures art", () => {
  const dir = "assets/angry-miniatures";
  const svgs = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".svg"));

  it.each(svgs)("%s is a self-contained SVG drawn by the project (no embedded or linked images)", (file) => {
    const text = fs.readFileSync(`${dir}/${file}`, "utf8");
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[^"]+"/);
    expect(text.trim().endsWith("</svg>")).toBe(true);
    expect(text).not.toMatch(/<image\b|href=|url\(|data:/i);
  });
});
