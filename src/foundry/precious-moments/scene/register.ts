import { pmLocalize } from "../documents/labels";
import { pmGridDefaults, pmSceneData } from "./scene-defaults";

// Hooks fvtt-types 13.345.1 types from older pages; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

interface SceneBeingCreated {
  updateSource(changes: Record<string, unknown>): unknown;
}

/** preCreateScene: a scene flagged for Precious Moments without a grid of its own is gridless, in inches. */
export function onPreCreatePmScene(scene: SceneBeingCreated, data: unknown): void {
  const defaults = pmGridDefaults(data);
  if (defaults) scene.updateSource(defaults);
}

/** Makes a Precious Moments scene (GM): gridless, in inches. */
export async function createPmScene(): Promise<unknown> {
  if (!game.user?.isGM) return null;
  return Scene.implementation.create(pmSceneData(pmLocalize("Setup", "SceneName")) as never);
}

/** The Scenes sidebar gets a "Precious Moments scene" button for GMs. */
function addSceneButton(html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector("[data-action='pm-create-scene']")) return;
  const actions = html.querySelector(".header-actions") ?? html.querySelector("header") ?? html;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.dataset.action = "pm-create-scene";
  button.innerHTML = `<i class="fa-solid fa-ruler" inert></i> ${pmLocalize("Setup", "CreateScene")}`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void createPmScene();
  });
  actions.append(button);
}

export function registerPreciousMomentsScenes(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("preCreateScene", (scene: SceneBeingCreated, data: unknown) => onPreCreatePmScene(scene, data));
  on("renderSceneDirectory", (_app: unknown, html: HTMLElement) => addSceneButton(html));
}
