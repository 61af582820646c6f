import { AM_ATTACK_ACTION } from "./attack-roll";
import { registerActionCard } from "../../dice/action-card";
import { guardMoveCheck } from "../../canvas/canvas-guard";
import { decorateFollowUps } from "./follow-ups";
import { amMoveJudge, onPreMoveToken, type MovementOperation } from "./movement-hooks";
import { registerMoveJudge } from "../../canvas/move-judges";
import { decorateCoverButtons, registerCoverConfirmation } from "./attack-cover-confirm";
import { angryMiniaturesTokenRuler } from "./token-ruler";
import { onUpkeepActorUpdate, onUpkeepCombatUpdate } from "./upkeep";
import { isWriteAccepted } from "../../guard/judge";
import { registerCardDecoration } from "../../chat/card-render";
import { onAmDefeatRecord, onAmGameChange } from "./game-end";

// Hooks fvtt-types 13.345.1 does not list (preMoveToken is v13 movement API); typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

/** Angry Miniatures at the table: attack dialog and card templates, movement allowance, ruler, activation upkeep. */
export function registerAngryMiniaturesPlay(): void {
  registerActionCard(AM_ATTACK_ACTION);
  registerCoverConfirmation();
  // fvtt-types types `rulerClass` as an instance; v13 documents it as the class to construct.
  (CONFIG.Token as unknown as { rulerClass: ReturnType<typeof angryMiniaturesTokenRuler> }).rulerClass = angryMiniaturesTokenRuler();
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("preMoveToken", guardMoveCheck("angryMiniaturesMove", (token: TokenDocument.Implementation, movement: MovementOperation) => onPreMoveToken(token, movement)));
  // After the move, on the active GM's client, the same rules again (canvas/move-watch.ts).
  registerMoveJudge(amMoveJudge);
  // Activation upkeep (Fire, Frost, Buff, Prone) and the status icons, on the active GM's client.
  // (The tracker clears an activating figure's movement history itself, see ShelfWarsCombat.)
  Hooks.on("updateCombat", (combat, changed, _options, userId) => void onUpkeepCombatUpdate(combat as Combat.Implementation, changed, userId));
  Hooks.on("updateCombat", (combat, changed) => onAmDefeatRecord(combat as Combat.Implementation, changed));
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    if (!isWriteAccepted(actor, userId)) return;
    onUpkeepActorUpdate(actor, changed);
    // A figure's Health changed: the game may be over (announced once, on the active GM's client).
    onAmGameChange(actor);
  });
  // The attack card's own controls (cover questions, crit follow-ups), on the one chat render hook.
  registerCardDecoration((message, html) => {
    decorateFollowUps(message as never, html);
    decorateCoverButtons(message as never, html);
  });
}
