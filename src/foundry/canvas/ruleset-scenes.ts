import { SYSTEM_ID, type RulesetId } from "../shared/constants";

// Hooks fvtt-types 13.345.1 types from older pages; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

export interface SceneBeingCreated {
  updateSource(changes: Record<string, unknown>): unknown;
}

/** Does a scene's data carry the flag of a scene made for this ruleset? */
export function isSceneFor(data: unknown, ruleset: RulesetId): boolean {
  const flags = (data as { flags?: Record<string, { ruleset?: unknown } | undefined> } | null)?.flags;
  return flags?.[SYSTEM_ID]?.ruleset === ruleset;
}

export interface SceneGrid {
  readonly type: number;
  readonly distance: number;
  readonly units: string;
}

/**
 * The grid a scene flagged for a ruleset takes when its creator gave none (the system's default
 * grid in system.json is square, for Angry Miniatures); null for any other scene.
 */
export function gridDefaultsFor(data: unknown, ruleset: RulesetId, grid: SceneGrid): { grid: SceneGrid } | null {
  if (!isSceneFor(data, ruleset)) return null;
  if ((data as { grid?: { type?: unknown } }).grid?.type !== undefined) return null;
  return { grid: { ...grid } };
}

/** A ruleset's own scenes: the grid a scene flagged for it gets, and a GM's button that makes one. */
export interface RulesetScenes {
  /** The button's `data-action` in the Scenes sidebar. */
  readonly action: string;
  /** Font Awesome classes of its icon. */
  readonly icon: string;
  label(): string;
  /** The grid changes a new scene flagged for the ruleset takes when it has no grid of its own; null for any other scene. */
  gridDefaults(data: unknown): Record<string, unknown> | null;
  /** Makes one of its scenes (a GM only; null for anyone else). */
  create(): Promise<unknown>;
}

/** preCreateScene: a scene flagged for the ruleset without a grid of its own gets the ruleset's. */
export function applySceneDefaults(scenes: Pick<RulesetScenes, "gridDefaults">, scene: SceneBeingCreated, data: unknown): void {
  const defaults = scenes.gridDefaults(data);
  if (defaults) scene.updateSource(defaults);
}

/** The Scenes sidebar gets the ruleset's "new scene" button, for GMs. */
function addSceneButton(scenes: RulesetScenes, html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector(`[data-action='${scenes.action}']`)) return;
  const actions = html.querySelector(".header-actions") ?? html.querySelector("header") ?? html;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.dataset.action = scenes.action;
  button.innerHTML = `<i class="${scenes.icon}" inert></i> ${scenes.label()}`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void scenes.create();
  });
  actions.append(button);
}

export function registerRulesetScenes(scenes: RulesetScenes): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("preCreateScene", (scene: SceneBeingCreated, data: unknown) => applySceneDefaults(scenes, scene, data));
  on("renderSceneDirectory", (_app: unknown, html: HTMLElement) => addSceneButton(scenes, html));
}
