import { guardMoveCheck } from "../../canvas/canvas-guard";
import { installPreciousMomentsRuler } from "./token-ruler";
import { onPmPreMoveToken, pmMoveJudge, type MovementOperation } from "./movement-hooks";
import { registerMoveJudge } from "../../canvas/move-judges";

// Hooks fvtt-types 13.345.1 does not list (the v13 movement API); typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

/** Precious Moments movement: the ruler in inches, the move check (the tracker starts each activation's route afresh, see ShelfWarsCombat). */
export function registerPreciousMomentsMovement(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("preMoveToken", guardMoveCheck("preciousMomentsMove", (token: TokenDocument.Implementation, movement: MovementOperation) => onPmPreMoveToken(token, movement)));
  // After the move, on the active GM's client, the same rules again (canvas/move-watch.ts).
  registerMoveJudge(pmMoveJudge);
  Hooks.once("setup", () => installPreciousMomentsRuler());
}
