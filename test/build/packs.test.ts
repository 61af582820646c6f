import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { describe, expect, it } from "vitest";
import { packSourceFiles, packSourceNames } from "../../tools/lib/packs.mjs";
import { builtManifest, distPath } from "./dist";

interface PackDoc {
  _id?: string;
  _key?: string;
  name?: string;
}

describe("compendium packs", () => {
  const manifest = builtManifest();
  const sources = packSourceNames();

  it("declares exactly the packs that have sources", () => {
    expect(manifest.packs.map((p) => p.name).sort()).toEqual(sources);
  });

  for (const name of sources) {
    describe(name, () => {
      const files = packSourceFiles(name);
      it("has source documents", () => expect(files.length).toBeGreaterThan(0));

      it("gives every document a 16-character _id and the matching _key (the CLI skips files without one)", () => {
        for (const file of files) {
          const doc = JSON.parse(fs.readFileSync(file, "utf8")) as PackDoc;
          expect(doc._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
          expect(doc._key, file).toMatch(new RegExp(`^!\\w+!${doc._id ?? ""}$`));
        }
      });

      it("compiles to LevelDB and reads back every document", async () => {
        const pack = manifest.packs.find((p) => p.name === name);
        const out = fs.mkdtempSync(path.join(os.tmpdir(), `sw-pack-${name}-`));
        await extractPack(distPath(pack?.path ?? `packs/${name}`), out, { clean: true });
        const read = fs.readdirSync(out).map((f) => JSON.parse(fs.readFileSync(path.join(out, f), "utf8")) as PackDoc);
        const expected = files.map((f) => JSON.parse(fs.readFileSync(f, "utf8")) as PackDoc);
        expect(read.map((d) => d._id).sort()).toEqual(expected.map((d) => d._id).sort());
        expect(read.map((d) => d.name).sort()).toEqual(expected.map((d) => d.name).sort());
        // Every field survives the LevelDB round trip, not only ids and names.
        const byId = new Map(read.map((d) => [d._id, d]));
        for (const source of expected) expect(byId.get(source._id), source._id).toStrictEqual(source);
      });
    });
  }
});
