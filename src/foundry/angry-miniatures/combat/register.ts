import { registerActivationConfig } from "../../combat/activation-config";
import { angryMiniaturesActivation } from "./activation-config";

/** Angry Miniatures on the shared tracker: its round (one poker die a side) and its sides (teams). */
export function registerAngryMiniaturesCombat(): void {
  registerActivationConfig(angryMiniaturesActivation);
}
