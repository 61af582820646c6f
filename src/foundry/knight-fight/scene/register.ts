import { applySceneDefaults, registerRulesetScenes, type RulesetScenes, type SceneBeingCreated } from "../../canvas/ruleset-scenes";
import { kfKey } from "../documents/labels";
import { kfGridDefaults, kfSceneData } from "./scene-defaults";

/** Makes a Knight Fight scene (GM): a hex grid sized for the sample board. */
export async function createKfScene(): Promise<unknown> {
  if (!game.user?.isGM) return null;
  const name = game.i18n?.localize(kfKey("Scene.DefaultName")) ?? "Knight Fight";
  return Scene.implementation.create(kfSceneData(name) as never);
}

/** Knight Fight's scenes: the hex grid, and a "Knight Fight scene" button for GMs. */
const KF_SCENES: RulesetScenes = {
  action: "kf-create-scene",
  icon: "fa-solid fa-chess-board",
  label: () => game.i18n?.localize(kfKey("Scene.Create")) ?? "",
  gridDefaults: kfGridDefaults,
  create: createKfScene,
};

/** preCreateScene: a scene flagged for Knight Fight without a grid of its own gets the hex grid. */
export function onPreCreateScene(scene: SceneBeingCreated, data: unknown): void {
  applySceneDefaults(KF_SCENES, scene, data);
}

export function registerKnightFightScenes(): void {
  registerRulesetScenes(KF_SCENES);
}
