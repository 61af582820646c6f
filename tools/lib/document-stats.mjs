// `_stats` for every pack document the build compiles. At world launch the server migrates each
// pack document from the core version its `_stats.coreVersion` names; a document without one gets
// every migration, and a hex Scene without one is flagged `flags.core.legacyHex` (the pre-v10
// layout, its grid shrunk by sqrt(3)/2: core issues 8769 and 13324,
// https://github.com/foundryvtt/foundryvtt/issues/8769, .../13324). Open systems ship `_stats` in
// their pack sources, top-level and embedded (foundryvtt/dnd5e packs/_source/rules/*.json: each
// journal and each of its pages).
import fs from "node:fs";
import { builtManifest } from "./manifest.mjs";

/**
 * The document types whose v13 schema holds `_stats` (a DocumentStatsField): core 13.351's
 * common/documents/*.mjs. Region, Token, Wall, Tile, Drawing, Note, AmbientLight/Sound,
 * MeasuredTemplate, PlaylistSound and ActorDelta have none.
 */
export const DOCUMENTS_WITH_STATS = Object.freeze([
  "ActiveEffect", "Actor", "Adventure", "Card", "Cards", "ChatMessage", "Combat", "CombatantGroup", "Combatant",
  "FogExploration", "Folder", "Item", "JournalEntryCategory", "JournalEntryPage", "JournalEntry", "Macro", "Playlist",
  "RegionBehavior", "RollTable", "Scene", "Setting", "TableResult", "User",
]);

/** Where a document's embedded documents live, and their type (the parents of the types above). */
export const EMBEDDED = Object.freeze({
  Actor: { items: "Item", effects: "ActiveEffect" },
  Item: { effects: "ActiveEffect" },
  JournalEntry: { pages: "JournalEntryPage", categories: "JournalEntryCategory" },
  Scene: { regions: "Region" },
  Region: { behaviors: "RegionBehavior" },
  RollTable: { results: "TableResult" },
  Cards: { cards: "Card" },
  Combat: { combatants: "Combatant", groups: "CombatantGroup" },
});

/** A pack document's type from its `_key` collection (`!actors!id` is an Actor). */
export const PACK_COLLECTIONS = Object.freeze({
  actors: "Actor", items: "Item", journal: "JournalEntry", scenes: "Scene", macros: "Macro", tables: "RollTable",
  cards: "Cards", playlists: "Playlist", folders: "Folder",
});

/** The stats the build writes: the manifest's minimum core, this system's id and its version (package.json). */
export function packStats(manifest = builtManifest()) {
  const coreVersion = manifest.compatibility?.minimum;
  if (!/^\d+\.\d+$/.test(String(coreVersion))) throw new Error(`system.json compatibility.minimum must be a core build like "13.346", not ${coreVersion}`);
  return { coreVersion: String(coreVersion), systemId: manifest.id, systemVersion: manifest.version };
}

/** Every document with `_stats` in a pack document, the document itself first, with where it sits. */
export function documentsWithStats(doc, type = typeOfPackDocument(doc), where = doc._key ?? doc._id) {
  const found = DOCUMENTS_WITH_STATS.includes(type) ? [{ type, where, doc }] : [];
  for (const [field, childType] of Object.entries(EMBEDDED[type] ?? {})) {
    (doc[field] ?? []).forEach((child, n) => found.push(...documentsWithStats(child, childType, `${where}.${field}[${n}]`)));
  }
  return found;
}

export function typeOfPackDocument(doc) {
  const collection = String(doc._key ?? "").split("!")[1];
  const type = PACK_COLLECTIONS[collection];
  if (!type) throw new Error(`${doc._key}: no document type is known for pack collection "${collection}"`);
  return type;
}

/**
 * Writes `_stats` into the document and each embedded document that keeps one: the full
 * DocumentStatsField (unset fields null), with `coreVersion`, `systemId` and `systemVersion` from
 * `stats`. Anything else a source already has in `_stats` is kept.
 */
export function stampDocumentStats(doc, stats) {
  for (const { doc: each } of documentsWithStats(doc)) {
    each._stats = {
      compendiumSource: null,
      duplicateSource: null,
      exportSource: null,
      createdTime: null,
      modifiedTime: null,
      lastModifiedBy: null,
      ...each._stats,
      ...stats,
    };
  }
  return doc;
}

/** What is missing: each document that should carry `_stats` and lacks one of the three fields (or has another value). */
export function documentStatsProblems(doc, stats) {
  return documentsWithStats(doc).flatMap(({ where, doc: each }) =>
    Object.entries(stats)
      .filter(([field, value]) => each._stats?.[field] !== value)
      .map(([field, value]) => `${where}: _stats.${field} is ${JSON.stringify(each._stats?.[field])}, not ${JSON.stringify(value)}`));
}

/** The source document of a pack file, with its `_stats` as the build writes them. */
export function builtPackDocument(file, stats = packStats()) {
  return stampDocumentStats(JSON.parse(fs.readFileSync(file, "utf8")), stats);
}
