import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontconfigEnv, FONT_STYLESHEETS, packageFile } from "./lib/fonts.mjs";

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe("the browser fixtures' fonts", () => {
  it("fontconfig knows one folder, the npm DejaVu faces, and nothing of the host", () => {
    const config = fs.readFileSync(fontconfigEnv().FONTCONFIG_FILE, "utf8");
    const dirs = [...config.matchAll(/<dir>([^<]+)<\/dir>/g)].map((match) => match[1]);
    expect(dirs).toHaveLength(1);
    expect(dirs[0]).toMatch(/node_modules[\\/]dejavu-fonts-ttf[\\/]ttf$/);
    expect(fs.readdirSync(dirs[0]!)).toContain("DejaVuSans.ttf");
    // An <include> would pull the host's configuration (and its font folders) back in.
    expect(config).not.toMatch(/<include/);
  });

  it("every stylesheet the pages link, and every font file those name, is in a font package", () => {
    for (const href of FONT_STYLESHEETS) {
      const sheet = packageFile(href);
      expect(sheet, href).toBeDefined();
      for (const [, url] of fs.readFileSync(sheet!, "utf8").matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
        const fontPath = new URL(url!, `http://x${href}`).pathname;
        expect(packageFile(fontPath), `${href} -> ${url}`).toBeDefined();
      }
    }
    expect(packageFile("/__test__/npm/@fontsource/signika/../../../package.json")).toBeUndefined();
    expect(packageFile("/__test__/npm/left-pad/index.js")).toBeUndefined();
  });

  it("every Font Awesome icon Shelf Wars names is in the free set the fixtures load", () => {
    const css = fs.readFileSync(packageFile("/__test__/npm/@fortawesome/fontawesome-free/css/all.css")!, "utf8");
    const sources = [...filesUnder("templates"), ...filesUnder("src").filter((file) => file.endsWith(".ts"))];
    const icons = new Set(sources.flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/\bfa-[a-z0-9-]+/g)].map((match) => match[0])));
    expect(icons.size).toBeGreaterThan(10);
    const missing = [...icons].filter((icon) => !new RegExp(`\\.${icon}[\\s,{:]`).test(css));
    expect(missing).toEqual([]);
  });
});
