import { standInGeneration } from "../generation";
import { currentUser, permissionRefusal, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData } from "../parts/documents";
import { logCompatibilityWarning } from "./compatibility";

/**
 * v14's Scene Levels: a scene's background (and foreground) live on its Level documents.
 * - https://foundryvtt.com/api/interfaces/foundry.documents.types.LevelData.html (v14): a Level has
 *   `name`, `sort`, `elevation` {bottom, top}, `background` (a texture with `src`), `foreground`.
 * - https://foundryvtt.com/api/classes/foundry.documents.BaseLevel.html (v14): Levels are made with
 *   `scene.createEmbeddedDocuments("Level", [{ name, elevation, background: { src } }])`.
 * - `Scene#levels` is an embedded collection (`size`, not `length`), written through each Level's
 *   own `update({"background.src": …})`; `Scene#background` is deprecated and a write through it is
 *   silently dropped (aronjanosch/foundryvtt-batch-media-optimizer v1.3.0-beta.3 and its
 *   scripts/discovery.mjs; BernhardPosselt/pf2e-kingmaker-tools PR 171: `scene.update({"background.src"})`
 *   "does not work on v14"); reading it logs a deprecation warning (melnari/mel-minimap v1.0.3
 *   "Removed deprecated Scene#background references. Prevented deprecation warnings").
 * Not modelled (refused loudly): what the deprecated `Scene#background` getter returns, and how
 * core migrates a v13-shaped scene (a top-level background, no Levels) into Levels: that migration
 * is not documented and was reported to lose backgrounds (core issue 13750), so a test that imports
 * such a scene on v14 says which Levels the migration left (`importPackScene`, parts/scenes.ts).
 */
export interface StandInLevelData extends StandInDocumentData {
  name?: string;
  sort?: number;
  elevation?: { bottom: number | null; top: number | null };
  background?: { src: string | null };
}

export class StandInLevel extends StandInDocument {
  get sort(): number {
    return Number(this._source.sort ?? 0);
  }
  get background(): { src: string | null } {
    const background = this._source.background as { src?: string | null } | undefined;
    return { src: background?.src ?? null };
  }
}

/** `Scene#levels` on v14; on v13 a Scene has no such field (undefined). */
export function levelsOf(collection: StandInCollection<StandInLevel>): StandInCollection<StandInLevel> | undefined {
  return standInGeneration() === 14 ? collection : undefined;
}

/** A Level of `scene` from its data (the stand-in's levels are full GM-owned embedded documents). */
export function newLevel(scene: StandInDocument, data: StandInLevelData): StandInLevel {
  return registerDocument(new StandInLevel("Level", { name: "Level", sort: 0, elevation: { bottom: null, top: null }, background: { src: null }, ...data }, scene));
}

/**
 * `scene.createEmbeddedDocuments("Level", data)` (v14): a user who may update the scene (its owner,
 * a GM) creates them; anyone else is refused by the server. On v13 there are no Levels.
 */
export function createLevels(scene: StandInDocument, collection: StandInCollection<StandInLevel>, data: StandInLevelData[]): StandInLevel[] {
  if (standInGeneration() !== 14) throw new Error("stand-in Scene: Level documents are v14's; creating them on v13 is not modelled");
  const user = currentUser();
  if (!scene.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "create", { documentName: "Level", id: "", parent: scene });
  return data.map((d) => collection.add(newLevel(scene, d)));
}

/** Reading `Scene#background` on v14: the deprecation warning, then a refusal (what it returns is not modelled). */
export function deprecatedSceneBackground(): never {
  logCompatibilityWarning("Scene#background is deprecated. The background of a Scene lives on its Level documents.", { since: 14, until: 16 });
  throw new Error("stand-in: what v14's deprecated Scene#background returns is not modelled; read the scene's Levels");
}

/** Scene#update on v14: a change to the top-level `background` is dropped without an error (see above). */
export function withoutSceneBackground(changes: Record<string, unknown>): Record<string, unknown> {
  if (standInGeneration() !== 14) return changes;
  return Object.fromEntries(Object.entries(changes).filter(([key]) => key !== "background" && !key.startsWith("background.")));
}
