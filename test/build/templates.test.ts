import fs from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";

const templates = fs.existsSync("templates")
  ? fs
      .readdirSync("templates", { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith(".hbs"))
      .map((e) => path.join(e.parentPath, e.name))
  : [];

describe("templates", () => {
  for (const file of templates) {
    it(`${file} compiles with Handlebars`, () => {
      expect(() => Handlebars.precompile(fs.readFileSync(file, "utf8"))).not.toThrow();
    });
  }

  it("the compile check rejects a broken template", () => {
    expect(() => Handlebars.precompile("{{#if open}}never closed")).toThrow();
  });
});
