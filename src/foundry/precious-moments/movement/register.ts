import { installPreciousMomentsRuler } from "./token-ruler";
import { onPmActivation, onPmPreMoveToken, type MovementOperation, type TurnState } from "./movement-hooks";

// Hooks fvtt-types 13.345.1 does not list (the v13 movement API); typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

/** Precious Moments movement: the ruler in inches, the move check, a fresh route at each activation. */
export function registerPreciousMomentsMovement(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("preMoveToken", (token: TokenDocument.Implementation, movement: MovementOperation) => onPmPreMoveToken(token, movement));
  on("combatTurnChange", (combat: Combat.Implementation, _prior: TurnState, current: TurnState) => void onPmActivation(combat, current));
  Hooks.once("setup", () => installPreciousMomentsRuler());
}
