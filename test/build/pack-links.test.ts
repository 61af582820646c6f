import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../tools/lib/paths.mjs";
import { builtManifest, extractBuiltPack } from "./dist";
import { allSourceDocs } from "./pack-docs";

/** `Compendium.<system>.<pack>.<Type>.<id>`, as journal links (@UUID[...]) and rosters name documents. */
const COMPENDIUM_UUID = new RegExp(`Compendium\\.${SYSTEM_ID}\\.[a-z0-9-]+\\.[A-Za-z]+\\.[A-Za-z0-9]+`, "g");
const UUID_LINK = /@UUID\[([^\]]+)\]\{([^}]*)\}/g;

/** Every string value of a document, with where it sits. */
function strings(value: unknown, where = ""): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => strings(v, where ? `${where}.${k}` : k));
  return [];
}

/** Every document and embedded document of a source tree: `_id` and `_key` pairs, with its place. */
function keyedDocuments(value: unknown, where: string): { where: string; _id: string; _key: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyedDocuments(v, `${where}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record._key === "string" ? [{ where, _id: String(record._id), _key: record._key }] : [];
  return [...own, ...Object.entries(record).flatMap(([k, v]) => (k === "_key" ? [] : keyedDocuments(v, `${where}.${k}`)))];
}

const docs = allSourceDocs();
const manifest = builtManifest();

describe("pack links", () => {
  /** Every document the built packs hold, read back with the official CLI, by compendium uuid. */
  const built = new Map<string, { name: string }>();

  beforeAll(async () => {
    for (const pack of manifest.packs) {
      const out = await extractBuiltPack(pack.path ?? `packs/${pack.name}`, `sw-links-${pack.name}`);
      for (const file of fs.readdirSync(out)) {
        const doc = JSON.parse(fs.readFileSync(path.join(out, file), "utf8")) as { _id: string; name: string };
        built.set(`Compendium.${SYSTEM_ID}.${pack.name}.${pack.type}.${doc._id}`, doc);
      }
    }
  });

  const named = docs.flatMap(({ pack, doc }) =>
    strings(doc).flatMap(({ where, text }) => [...text.matchAll(COMPENDIUM_UUID)].map((m) => ({ at: `${pack}/${doc.name} ${where}`, uuid: m[0] }))),
  );

  it("finds links in the journals and rosters (the scan is not empty)", () => {
    expect(named.filter((n) => n.at.startsWith("shelf-wars-rules/")).length).toBeGreaterThan(30);
  });

  it("resolves every compendium uuid to a document in the built packs, of the pack's document type", () => {
    expect(built.size).toBeGreaterThan(0);
    expect(named.filter((n) => !built.has(n.uuid)).map((n) => `${n.at}: ${n.uuid}`)).toEqual([]);
  });

  it("labels every journal link with the linked document's own name", () => {
    const mislabelled = docs.flatMap(({ pack, doc }) =>
      strings(doc).flatMap(({ where, text }) =>
        [...text.matchAll(UUID_LINK)]
          .filter((m) => built.get(m[1] ?? "")?.name !== m[2])
          .map((m) => `${pack}/${doc.name} ${where}: ${m[0]}`),
      ),
    );
    expect(mislabelled).toEqual([]);
  });

  it("links each journal to its ruleset's scene and sides", () => {
    const journals = docs.filter(({ pack }) => pack === "shelf-wars-rules");
    expect(journals).toHaveLength(3);
    for (const { doc } of journals) {
      const text = strings(doc).map((s) => s.text).join(" ");
      expect(text, doc.name).toMatch(/Compendium\.shelf-wars\.shelf-wars-scenes\.Scene\./);
      expect([...text.matchAll(UUID_LINK)].length, doc.name).toBeGreaterThan(10);
    }
  });

  it("would catch a link to nothing (the check can fail)", () => {
    const broken = `Compendium.${SYSTEM_ID}.knight-fight-figures.Actor.nosuchfigure0000`;
    expect(built.has(broken)).toBe(false);
    expect(built.has(broken.replace(".Actor.", ".Scene."))).toBe(false);
  });
});

describe("embedded document ids (walls, regions, behaviours, journal pages)", () => {
  const keyed = docs.flatMap(({ pack, doc }) => keyedDocuments(doc, `${pack}/${doc.name}`));

  it("gives every document, embedded ones too, a unique 16-character id", () => {
    expect(keyed.length).toBeGreaterThan(docs.length);
    expect(keyed.filter((k) => !/^[A-Za-z0-9]{16}$/.test(k._id)).map((k) => k.where)).toEqual([]);
    const ids = keyed.map((k) => k._id);
    expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([]);
  });

  it("keys each embedded document under its parents (`!scenes.walls!<scene>.<wall>`), as the CLI packs it", () => {
    const wrong = keyed.filter((k) => {
      const [, collections, ids] = k._key.split("!");
      const path = ids?.split(".") ?? [];
      return path.at(-1) !== k._id || path.length !== collections?.split(".").length;
    });
    expect(wrong.map((k) => `${k.where}: ${k._key}`)).toEqual([]);
  });
});
