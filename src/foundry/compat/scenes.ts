import { isV14 } from "./generation";

/**
 * Where a scene's background lives. v13: on the Scene itself (`background.src`,
 * https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.SceneData.html). v14: on its
 * Level documents (https://foundryvtt.com/api/interfaces/foundry.documents.types.LevelData.html);
 * `Scene#background` is deprecated there and writes through it are dropped (pf2e-kingmaker-tools
 * PR 171; foundryvtt-batch-media-optimizer v1.3.0-beta.3, which writes through the Levels).
 * fvtt-types 13.345 knows no Levels, hence these narrow local interfaces.
 */
interface LevelDocument {
  readonly id: string | null;
  readonly sort: number;
  readonly background: { readonly src: string | null };
  update(changes: Record<string, unknown>): Promise<unknown>;
}

interface LeveledScene {
  /** An embedded collection (`size`, iterable), not an array. */
  readonly levels?: Iterable<LevelDocument> & { readonly size: number };
  /** v14: the Level the scene opens on (its `initialLevel`, else the first created). */
  readonly initialLevel?: LevelDocument | null;
  readonly name: string | null;
  createEmbeddedDocuments(type: "Level", data: Record<string, unknown>[]): Promise<unknown>;
}

/**
 * The Level a scene opens on: v14's `Scene#initialLevel` (the Level its `initialLevel` field
 * names, else the first created: not the lowest by `sort`), and only where that getter is missing
 * the lowest by `sort` (docs/research/v14-evidence-2026-12.md §9; inferred from third-party notes).
 */
function initialLevel(scene: LeveledScene): LevelDocument | undefined {
  return scene.initialLevel ?? [...(scene.levels ?? [])].sort((a, b) => a.sort - b.sort)[0];
}

/**
 * Whether the scene lacks the background `src` where its generation shows it. v13 keeps the
 * scene's own background, which core never moves: nothing is missing there.
 */
export function isLevelBackgroundMissing(scene: object): boolean {
  if (!isV14()) return false;
  return !initialLevel(scene as LeveledScene)?.background.src;
}

/**
 * v14: puts `src` as the background of the scene's initial Level, making one when the scene has
 * none (`createEmbeddedDocuments("Level", …)`, https://foundryvtt.com/api/classes/foundry.documents.BaseLevel.html).
 * v13 has no Levels: asking is a mistake.
 */
export async function placeLevelBackground(scene: object, src: string): Promise<void> {
  if (!isV14()) throw new Error("Shelf Wars: Scene Levels are v14's; a v13 scene keeps its own background");
  const leveled = scene as LeveledScene;
  const level = initialLevel(leveled);
  if (level) await level.update({ "background.src": src });
  else await leveled.createEmbeddedDocuments("Level", [{ name: leveled.name ?? "", background: { src } }]);
}
