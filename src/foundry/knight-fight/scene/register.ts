import { kfKey } from "../documents/labels";
import { kfGridDefaults, kfSceneData } from "./scene-defaults";

// Hooks fvtt-types 13.345.1 types from older pages; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

interface SceneBeingCreated {
  updateSource(changes: Record<string, unknown>): unknown;
}

/** preCreateScene: a scene flagged for Knight Fight without a grid of its own gets the hex grid. */
export function onPreCreateScene(scene: SceneBeingCreated, data: unknown): void {
  const defaults = kfGridDefaults(data);
  if (defaults) scene.updateSource(defaults);
}

/** Makes a Knight Fight scene (GM): a hex grid sized for the sample board. */
export async function createKfScene(): Promise<unknown> {
  if (!game.user?.isGM) return null;
  const name = game.i18n?.localize(kfKey("Scene.DefaultName")) ?? "Knight Fight";
  return Scene.implementation.create(kfSceneData(name) as never);
}

/** The Scenes sidebar gets a "Knight Fight scene" button for GMs. */
function addSceneButton(html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector("[data-action='kf-create-scene']")) return;
  const actions = html.querySelector(".header-actions") ?? html.querySelector("header") ?? html;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.dataset.action = "kf-create-scene";
  button.innerHTML = `<i class="fa-solid fa-chess-board" inert></i> ${game.i18n?.localize(kfKey("Scene.Create")) ?? ""}`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void createKfScene();
  });
  actions.append(button);
}

export function registerKnightFightScenes(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("preCreateScene", (scene: SceneBeingCreated, data: unknown) => onPreCreateScene(scene, data));
  on("renderSceneDirectory", (_app: unknown, html: HTMLElement) => addSceneButton(html));
}
