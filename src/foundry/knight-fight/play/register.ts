import { KF_ATTACK_ACTION } from "./attack";
import { KF_WAGER_ACTION } from "./wager";
import { registerActionCard } from "../../dice/action-card";
import { guardMoveCheck } from "../../canvas/canvas-guard";
import { onKfActionPointsSpent, onKfCombatUpdate } from "./activation-hooks";
import { onKfGameChange } from "./game-end";
import { answerMove, checkKfMove, type MovementOperation } from "../table/movement";
import { registerMoveJudge } from "../../canvas/move-judges";
import { kfMoveJudge } from "./move-payment";
import { installKnightFightRuler } from "./token-ruler";
import { isWriteAccepted } from "../../guard/judge";

// Hooks fvtt-types 13.345.1 does not list (the v13 movement API) or types from older pages.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

/** preMoveToken is answered at once (it cannot wait): the token's own actor is read as it stands. */
function onPreMove(token: TokenDocument.Implementation, movement: MovementOperation): boolean | void {
  return answerMove(checkKfMove(token, movement));
}

/** Knight Fight at the table: the wager when an activation starts, moves checked and paid in action points on the GM's client, its end when they run out. */
export function registerKnightFightPlay(): void {
  registerActionCard(KF_WAGER_ACTION);
  registerActionCard(KF_ATTACK_ACTION);
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  Hooks.on("updateCombat", (combat, changed, _options, userId) => void onKfCombatUpdate(combat as Combat.Implementation, changed, userId));
  on("preMoveToken", guardMoveCheck("knightFightMove", (token: TokenDocument.Implementation, movement: MovementOperation) => onPreMove(token, movement)));
  // After the move, on the active GM's client: judged again and paid (canvas/move-watch.ts).
  registerMoveJudge(kfMoveJudge);
  // A player's write the game state check puts back spreads nothing (guard/judge.ts).
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    if (isWriteAccepted(actor, userId)) onKfActionPointsSpent(actor, changed);
  });
  Hooks.on("updateActor", (actor, _changed, _options, userId) => {
    if (isWriteAccepted(actor, userId)) onKfGameChange(actor);
  });
  Hooks.once("setup", () => installKnightFightRuler());
}
