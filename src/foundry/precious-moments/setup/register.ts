import { guardMoveCheck } from "../../canvas/canvas-guard";
import { isPmFigureType } from "../documents/actor-types";
import { pmLocalize } from "../documents/labels";
import { openCoinTossDialog } from "./coin-toss-dialog";
import { onPmDeployMove, onPmPreCreateToken, pmDeploymentJudge, type PlacedToken } from "./deployment-check";
import { registerMoveJudge } from "../../canvas/move-judges";

// Hooks fvtt-types 13.345.1 does not list (the v13 movement API) or types from older pages.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

interface SceneControlsLike {
  tokens?: { tools?: Record<string, unknown> };
}

/** getSceneControlButtons (v13: controls by name, tools by name): the GM's "Precious Moments set-up" button on the token controls. */
export function addSetupControl(controls: SceneControlsLike): void {
  const tools = controls.tokens?.tools;
  if (!tools || !game.user?.isGM) return;
  tools["pm-setup"] = {
    name: "pm-setup",
    title: pmLocalize("Setup", "Control"),
    icon: "fa-solid fa-coins",
    order: Object.keys(tools).length + 1,
    button: true,
    visible: true,
    onChange: () => void openCoinTossDialog(),
  };
}

/** The set-up: the GM's coin toss control and cards, and the deployment check on placing figures. */
export function registerPreciousMomentsSetup(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("getSceneControlButtons", (controls: SceneControlsLike) => addSetupControl(controls));
  on("preCreateToken", (token: PlacedToken, data: { x?: unknown; y?: unknown }) => onPmPreCreateToken(token, data));
  on(
    "preMoveToken",
    guardMoveCheck("preciousMomentsDeployment", (token: PlacedToken & { x: number; y: number }, movement: Parameters<typeof onPmDeployMove>[1]) =>
      isPmFigureType(token.actor?.type) ? onPmDeployMove(token, movement) : undefined,
    ),
  );
  // After the move, on the active GM's client, the same rule again (canvas/move-watch.ts).
  registerMoveJudge(pmDeploymentJudge);
}
