import { registerRulesetScenes, type RulesetScenes } from "../../canvas/ruleset-scenes";
import { pmLocalize } from "../documents/labels";
import { pmGridDefaults, pmSceneData } from "./scene-defaults";

/** Makes a Precious Moments scene (GM): gridless, in inches. */
export async function createPmScene(): Promise<unknown> {
  if (!game.user?.isGM) return null;
  return Scene.implementation.create(pmSceneData(pmLocalize("Setup", "SceneName")) as never);
}

/** Precious Moments' scenes: gridless, in inches, and a "Precious Moments scene" button for GMs. */
const PM_SCENES: RulesetScenes = {
  action: "pm-create-scene",
  icon: "fa-solid fa-ruler",
  label: () => pmLocalize("Setup", "CreateScene"),
  gridDefaults: pmGridDefaults,
  create: createPmScene,
};

export function registerPreciousMomentsScenes(): void {
  registerRulesetScenes(PM_SCENES);
}
