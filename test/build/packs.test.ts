import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packSourceFiles, packSourceNames } from "../../tools/lib/packs.mjs";
import { builtPackDocument, documentStatsProblems, documentsWithStats, packStats } from "../../tools/lib/document-stats.mjs";
import { builtManifest, extractBuiltPack } from "./dist";

interface PackDoc {
  _id?: string;
  _key?: string;
  name?: string;
}

describe("compendium packs", () => {
  const manifest = builtManifest();
  const { compatibility, version } = manifest as unknown as { compatibility: { minimum: string }; version: string };
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

      it("compiles to LevelDB and reads back every document, each stamped with _stats", async () => {
        const read = await compiled(name);
        const expected = files.map((f) => builtPackDocument(f) as PackDoc);
        expect(read.map((d) => d._id).sort()).toEqual(expected.map((d) => d._id).sort());
        expect(read.map((d) => d.name).sort()).toEqual(expected.map((d) => d.name).sort());
        // Every field survives the LevelDB round trip, not only ids and names; the build adds only _stats.
        const byId = new Map(read.map((d) => [d._id, d]));
        for (const source of expected) expect(byId.get(source._id), source._id).toStrictEqual(source);
      });

      /*
       * At world launch the server migrates pack documents from the core version in their
       * `_stats.coreVersion`: one without it gets every migration, and a hex Scene without it is
       * flagged legacyHex, its grid shrunk by sqrt(3)/2 (core issues 8769, 13324).
       */
      it("gives every compiled document, and each embedded one core keeps stats for, _stats.coreVersion, systemId and systemVersion", async () => {
        const read = await compiled(name);
        const stats = { coreVersion: compatibility.minimum, systemId: "shelf-wars", systemVersion: version };
        expect(packStats(manifest)).toEqual(stats);
        expect(read.flatMap((doc) => documentStatsProblems(doc, stats))).toEqual([]);
      });
    });
  }

  const compiledCache = new Map<string, Promise<PackDoc[]>>();
  function compiled(name: string): Promise<PackDoc[]> {
    const cached = compiledCache.get(name);
    if (cached) return cached;
    const reading = (async () => {
      const pack = manifest.packs.find((p) => p.name === name);
      const out = await extractBuiltPack(pack?.path ?? `packs/${name}`, `sw-pack-${name}`);
      return fs.readdirSync(out).map((f) => JSON.parse(fs.readFileSync(path.join(out, f), "utf8")) as PackDoc);
    })();
    compiledCache.set(name, reading);
    return reading;
  }

  it("the stats check reaches embedded documents: journal pages and region behaviors are stamped too", async () => {
    const journals = await compiled("shelf-wars-rules");
    const scenes = await compiled("shelf-wars-scenes");
    const embedded = [...journals, ...scenes].flatMap((doc) => documentsWithStats(doc).slice(1));
    expect(new Set(embedded.map((e: { type: string }) => e.type))).toEqual(new Set(["JournalEntryPage", "RegionBehavior"]));
    expect(embedded.every((e: { doc: { _stats?: { coreVersion?: string } } }) => e.doc._stats?.coreVersion === compatibility.minimum)).toBe(true);
  });

  it("the stats check fails for a document, a page or a region behavior without _stats, or with another system's", () => {
    const stats = { coreVersion: "13.346", systemId: "shelf-wars", systemVersion: "1.2.3" };
    const page = { _id: "p", _key: "!journal.pages!j.p", _stats: { ...stats } };
    const journal = { _id: "j", _key: "!journal!j", pages: [page], _stats: { ...stats } };
    expect(documentStatsProblems(journal, stats)).toEqual([]);
    expect(documentStatsProblems({ ...journal, _stats: undefined }, stats)).toHaveLength(3);
    expect(documentStatsProblems({ ...journal, pages: [{ ...page, _stats: { ...stats, systemId: "dnd5e" } }] }, stats).join()).toMatch(/pages\[0\]: _stats.systemId is "dnd5e"/);
    const scene = { _id: "s", _key: "!scenes!s", _stats: { ...stats }, walls: [{ _id: "w" }], regions: [{ _id: "r", behaviors: [{ _id: "b" }] }] };
    expect(documentStatsProblems(scene, stats).join()).toMatch(/regions\[0\]\.behaviors\[0\]: _stats.coreVersion is undefined/);
    expect(documentStatsProblems(scene, stats)).toHaveLength(3);
  });
});
