import { isActiveGm } from "../shared/active-gm";
import { SYSTEM_ID } from "../shared/constants";
import { isLevelBackgroundMissing, placeLevelBackground } from "./scenes";

/**
 * The ready scenes (pack "shelf-wars-scenes", tools/lib/scene-boards.mjs) ship in v13's shape with
 * the flag `readyScene.background` naming their picture. A v14 world moves a scene's background
 * onto Level documents when it migrates one, which was reported to lose it (core issue 13750), so
 * the active GM's client checks each ready scene once it exists (imported, or at `ready` for those
 * already in the world), puts a missing background back on the scene's level, says so, and marks
 * the scene (`readyScene.restored`) so that it never does it again. On v13 nothing is missing.
 */
interface ReadySceneFlag {
  readonly background?: unknown;
  readonly restored?: unknown;
}

interface SceneLike {
  readonly id: string | null;
  readonly name: string | null;
  readonly flags: Record<string, unknown>;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

function readyFlag(scene: SceneLike): ReadySceneFlag | undefined {
  return (scene.flags[SYSTEM_ID] as { readyScene?: ReadySceneFlag } | undefined)?.readyScene;
}

/** Scenes being checked on this client, so the create hook and the ready sweep never write twice. */
const checking = new Set<string>();

/** Puts a ready scene's missing background back (active GM, once); whether it wrote anything. */
export async function restoreReadySceneBackground(scene: SceneLike): Promise<boolean> {
  if (!isActiveGm() || !scene.id || checking.has(scene.id)) return false;
  const flag = readyFlag(scene);
  if (typeof flag?.background !== "string" || flag.restored === true) return false;
  if (!isLevelBackgroundMissing(scene)) return false;
  checking.add(scene.id);
  try {
    await placeLevelBackground(scene, flag.background);
    await scene.setFlag(SYSTEM_ID, "readyScene.restored", true);
  } finally {
    checking.delete(scene.id);
  }
  ui.notifications?.info(game.i18n?.format("SHELFWARS.Scenes.BackgroundRestored", { scene: scene.name ?? "" }) ?? "");
  return true;
}

export function registerReadySceneRepair(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("createScene", (scene: SceneLike) => void restoreReadySceneBackground(scene));
  Hooks.once("ready", () => {
    for (const scene of game.scenes ?? []) void restoreReadySceneBackground(scene as unknown as SceneLike);
  });
}
