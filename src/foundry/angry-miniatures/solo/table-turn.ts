import { RuleViolation } from "../../../rules/common/errors";
import type { Offset } from "../../../rules/common/geometry";
import type { AmAction, AmState } from "../../../rules/angry-miniatures/game-types";
import { amThought, SEARCH_BUDGET, searchSteps, sensiblePolicyWith, type AmThought } from "../../../rules/angry-miniatures/policy";
import { inSlices } from "../../shared/in-slices";
import { activationKeyOf, recordSettled } from "../../canvas/move-record";
import { applyCard } from "../../chat/cards";
import { parseCardFlag } from "../../chat/card-parse";
import { pendingCardsOf } from "../../chat/roll-record";
import { trackerSnapshot } from "../../combat/combat-document";
import type { TrackerSnapshot } from "../../combat/request-client";
import { COMBAT_REQUESTS, type ActivationReply } from "../../combat/request-client";
import { requestGm } from "../../relay/relay";
import { SYSTEM_ID } from "../../shared/constants";
import type { TableStep, TableTurnTaker } from "../../solo/table-player";
import { answeredOf, parseAttackInputs } from "../cards/attack-kind";
import { AM_CARD_KINDS } from "../cards/kind-names";
import { AM_ATTACK_ROLL } from "../play/attack-roll";
import { askToAnswerCover } from "../play/attack-cover-confirm";
import { foundryFollowUpServices, runFollowUp } from "../play/follow-ups";
import { squareLabel } from "../table/card-context";
import { attackTypeLabel } from "../table/labels";
import type { AttackType } from "../../../rules/angry-miniatures/types";
import { requestRoll } from "../../dice/roll-request";
import { openFollowUps } from "./open-follow-ups";
import { readAmTable, type AmTableState, type OpenFollowUp } from "./table-state";

/** A Foundry attack names the figure a Magic area is centred on: the table's policies aim Magic at figures only. */
const AT_THE_TABLE = { magicAtFigures: true } as const;

/**
 * The policies the table can play an Angry Miniatures side by, each deciding without holding the
 * GM's client for long: the search thinks in slices, giving the canvas a turn between them.
 */
export const AM_TABLE_POLICIES: Readonly<Record<string, (state: AmState) => Promise<AmAction>>> = {
  sensible: async (state) => sensiblePolicyWith(AT_THE_TABLE)(state),
  search: (state) => inSlices(searchSteps(state, SEARCH_BUDGET, AT_THE_TABLE)),
};

/** Follow-ups the table let go this session (the ledger has no record of a follow-up not taken). */
const declined = new Set<string>();
const refOf = (open: OpenFollowUp): string => `${open.messageId}:${open.index}`;

function sceneOf(combat: Combat.Implementation): Scene.Implementation | null {
  for (const combatant of combat.combatants.contents) {
    const scene = combatant.token?.parent;
    if (scene) return scene as Scene.Implementation;
  }
  return null;
}

const refused = (code: string, message: string, data: Record<string, string | number> = {}): RuleViolation => new RuleViolation(`Solo.Refusal.${code}`, `Solo play: ${message}`, data);

function checkReply(reply: ActivationReply): void {
  if (reply.status === "refused") throw new RuleViolation(reply.code ?? "Combat.Refusal.BadRequest", `Solo play: the tracker refused (${reply.code ?? ""}).`, { ...reply.data });
}

interface Reading {
  readonly combat: Combat.Implementation;
  readonly scene: Scene.Implementation;
  readonly table: AmTableState;
  /** The tracker as the decision saw it: a tracker request refused as stale is decided again. */
  readonly seen: TrackerSnapshot;
}

const nameOf = (reading: Reading, figureId: string): string => reading.scene.tokens.get(figureId)?.name ?? figureId;

/** A rules square of the reading as the scene's square name (A1 the scene's top-left). */
const squareOf = (reading: Reading, at: Offset): string => squareLabel({ i: at.i + reading.table.firstSquare.i, j: at.j + reading.table.firstSquare.j }, reading.table.firstSquare);

/** The thought line's lang key and data for a decision. */
function thoughtLine(reading: Reading, thought: AmThought): { key: string; data: Record<string, string | number> } {
  const name = (id: string | null) => (id ? nameOf(reading, id) : "");
  switch (thought.kind) {
    case "activate":
      return { key: "Solo.Am.Activate", data: { figure: name(thought.figureId) } };
    case "walk":
      return thought.preyId
        ? { key: "Solo.Am.WalkTowards", data: { figure: name(thought.figureId), square: squareOf(reading, thought.to), prey: name(thought.preyId) } }
        : { key: "Solo.Am.Walk", data: { figure: name(thought.figureId), square: squareOf(reading, thought.to) } };
    case "attack":
      return {
        key: thought.charging ? "Solo.Am.AttackCharging" : "Solo.Am.Attack",
        data: {
          figure: name(thought.figureId),
          target: name(thought.targetId),
          attackType: attackTypeLabel(thought.attackType as AttackType),
          win: Math.round(thought.winChance * 100),
          damage: thought.expectedDamage.toFixed(1),
          back: thought.expectedDamageBack.toFixed(1),
        },
      };
    case "heal":
      return { key: "Solo.Am.Heal", data: { figure: name(thought.figureId), target: name(thought.targetId) } };
    case "decline":
      return { key: "Solo.Am.Decline", data: { figure: name(thought.figureId) } };
    case "end":
      return { key: "Solo.Am.End", data: { figure: name(thought.figureId) } };
  }
}

/** The open follow-up an action uses: the first of its kind the acting figure may take. */
function followUpFor(table: AmTableState, action: AmAction): OpenFollowUp | undefined {
  if (action.type === "freeAttack") return table.followUps.find((f) => f.grant.kind === "free-attack" && (f.grant.data.byIds as readonly string[] | undefined)?.includes(action.attackerId));
  if (action.type === "heal") return table.followUps.find((f) => f.grant.kind === "heal-friendly");
  return table.followUps[0];
}

/** The token top-left of each square of a walk, for core's movement. */
function waypointsOf(reading: Reading, path: readonly Offset[]): { x: number; y: number }[] {
  const grid = reading.scene.grid;
  return path.map((at) => {
    const point = grid.getTopLeftPoint({ i: at.i + reading.table.firstSquare.i, j: at.j + reading.table.firstSquare.j });
    return { x: point.x, y: point.y };
  });
}

/** Carries out one decision the same way a player's client asks for it; refusals stop the table, naming the rule. */
async function carryOut(reading: Reading, action: AmAction): Promise<void> {
  const { combat, scene, table } = reading;
  switch (action.type) {
    case "activate": {
      const combatantId = table.combatantOf.get(action.figureId);
      if (!combatantId) throw refused("NoCombatant", "the figure has no place in the tracker.", { figure: nameOf(reading, action.figureId) });
      checkReply(await requestGm(COMBAT_REQUESTS.activate, { combatId: combat.id, combatantId, seen: reading.seen }));
      return;
    }
    case "move": {
      const token = scene.tokens.get(action.figureId);
      if (!token) throw refused("NoToken", "the figure's token is gone from the scene.", { figure: action.figureId });
      const waypoints = waypointsOf(reading, action.path);
      const last = waypoints.at(-1);
      // Core's own movement (the ruler and the animation show); the move checks judge it as any move.
      const moved = await token.move(
        waypoints.map((w) => ({ ...w, explicit: true })),
        { method: "api", showRuler: true },
      );
      await recordSettled();
      if (!moved || !last || token.x !== last.x || token.y !== last.y) throw refused("MoveRefused", "the move checks refused the walk.", { figure: token.name ?? "" });
      return;
    }
    case "attack":
    case "freeAttack": {
      const targetId = action.targetId ?? (action.targetSquare ? Object.values(table.state.figures).find((f) => !f.defeated && f.position.i === action.targetSquare?.i && f.position.j === action.targetSquare?.j)?.id : undefined);
      if (!targetId) throw refused("NoTarget", "a Magic area at the table is centred on a figure.", {});
      const free = action.type === "freeAttack" ? followUpFor(table, action) : undefined;
      if (action.type === "freeAttack" && !free) throw refused("NoFollowUp", "the free attack is no longer open.", {});
      await requestRoll(AM_ATTACK_ROLL, {
        sceneId: scene.id ?? "",
        attackerId: action.attackerId,
        targetId,
        attackType: action.attackType,
        charging: action.charging ?? false,
        cover: [],
        ...(free ? { free: { messageId: free.messageId, index: free.index } } : {}),
      });
      return;
    }
    case "heal": {
      const open = followUpFor(table, action);
      if (!open) throw refused("NoFollowUp", "the heal is no longer open.", {});
      await runFollowUp(open.messageId, { kind: "heal-friendly", figureId: action.targetId, index: open.index }, open.grant, foundryFollowUpServices(scene.id));
      return;
    }
    case "declineFollowUp": {
      const open = table.followUps[0];
      if (open) declined.add(refOf(open));
      return;
    }
    case "push":
      return;
    default: {
      if (!table.state.active) {
        checkReply(await requestGm(COMBAT_REQUESTS.control, { combatId: combat.id, control: "passTurn", seen: reading.seen }));
        return;
      }
      checkReply(await requestGm(COMBAT_REQUESTS.control, { combatId: combat.id, control: "endActivation", seen: reading.seen }));
    }
  }
}

/** The side a figure of the reading fights for (its tracker side). */
function sideOfFigure(reading: Reading, figureId: string): string | null {
  return reading.table.state.figures[figureId]?.side ?? null;
}

/**
 * An attack card of the running activation still waiting: the table answers the cover questions
 * its own figures are asked (from the table: the scene showed no cover, or it would not ask), and
 * applies its own card once nothing is asked any more. A card waiting on a player is left to them.
 */
function pendingCardStep(reading: Reading, policyOf: (sideKey: string) => string | null, activeActor: string, activeSide: string | null): TableStep | null | "wait" {
  const key = activationKeyOf(reading.combat as never);
  if (!key) return null;
  for (const messageId of pendingCardsOf(reading.combat, activeActor, key)) {
    const message = game.messages?.get(messageId);
    const card = message ? parseCardFlag(message.getFlag(SYSTEM_ID, "card")) : undefined;
    if (card?.ruleset !== "angry-miniatures" || card.kind !== AM_CARD_KINDS.attack) continue;
    const inputs = parseAttackInputs(card.inputs);
    const answered = answeredOf(inputs);
    const open = (inputs.coverAsked ?? []).filter((id) => !answered.includes(id));
    const ours = open.find((id) => {
      const side = sideOfFigure(reading, id);
      return side !== null && policyOf(side) !== null;
    });
    if (ours) {
      return {
        thought: { key: "Solo.Am.NoCover", data: { figure: nameOf(reading, ours) } },
        run: () => askToAnswerCover(messageId, ours, false),
      };
    }
    if (open.length > 0 || activeSide === null || policyOf(activeSide) === null) return "wait";
    return {
      thought: null,
      run: async () => {
        if (!(await applyCard(messageId))) throw refused("ApplyRefused", "its card could not be applied.", {});
      },
    };
  }
  return null;
}

/** Reads the table and decides the table's next step in an Angry Miniatures combat, if it is the table's to take. */
async function nextStep(combat: Combat.Implementation, policyOf: (sideKey: string) => string | null): Promise<TableStep | null> {
  const scene = sceneOf(combat);
  if (!scene || !combat.started) return null;
  const seen = trackerSnapshot(combat);
  const table = readAmTable(combat, scene, {
    openFollowUps: (actorUuid) => openFollowUps(combat, actorUuid).filter((open) => !declined.has(refOf(open))),
  });
  if (!table) return null;
  const reading: Reading = { combat, scene, table, seen };
  const state: AmState = table.state;
  const fallen = table.fallenActive;
  if (fallen) {
    // Its figure fell in its own activation: its side ends it (its cards were applied, or are a player's to apply).
    if (fallen.side === null || policyOf(fallen.side) === null) return null;
    return {
      thought: { key: "Solo.Am.EndFallen", data: { figure: combat.combatants.get(fallen.combatantId)?.name ?? "" } },
      run: async () => checkReply(await requestGm(COMBAT_REQUESTS.control, { combatId: combat.id, control: "endActivation", seen })),
    };
  }
  const active = state.active;
  const activeSide = active ? sideOfFigure(reading, active.figureId) : null;
  if (active) {
    const combatant = combat.combatants.get(table.combatantOf.get(active.figureId) ?? "");
    const actorUuid = combatant?.actor?.uuid;
    const pending = actorUuid ? pendingCardStep(reading, policyOf, actorUuid, activeSide) : null;
    if (pending === "wait") return null;
    if (pending) return pending;
  }
  const deciding = active ? activeSide : (state.initiative[state.turn] ?? null);
  const policyName = deciding === null ? null : policyOf(deciding);
  if (policyName === null) return null;
  const policy = AM_TABLE_POLICIES[policyName];
  if (!policy) throw refused("UnknownPolicy", "the side's policy is not one the table knows.", { policy: policyName });
  const action = await policy(state);
  return { thought: thoughtLine(reading, amThought(state, action)), run: () => carryOut(reading, action) };
}

/** The table's part in Angry Miniatures combats. */
export const amTableTurnTaker: TableTurnTaker = { ruleset: "angry-miniatures", nextStep };
