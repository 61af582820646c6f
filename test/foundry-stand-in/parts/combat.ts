import fs from "node:fs";
import Handlebars from "handlebars";
import { documentHookOnEveryClient, onEveryClient } from "../clients";
import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";
import { coreCombatantEntries, type MenuEntry } from "../v14/context-menu";
import { StandInApplicationV2, type PartConfig } from "./applications";
import type { StandInActor } from "./data-models";
import { currentUser, expandObject, forgetDocument, mergeInto, permissionRefusal, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData, type StandInUser } from "./documents";
import type { StandInRegionDocument } from "./regions";

/**
 * Combat documents and the sidebar tracker's base, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html: embedded `combatants`
 *   and (v13) `groups`; `round`, `turn` (null between turns is allowed); `turns` is the sorted
 *   combatant list (`setupTurns`, by the class's `_sortCombatants`, unbound); `combatant` is `turns[turn]`; `started`
 *   is true once there are turns and `round > 0`; `previous` / `current` are the turn states
 *   (CombatHistoryData: round, turn, combatantId, tokenId) before and after the last change.
 *   An update is a server round trip: the local document changes only when the reply arrives.
 * - Who may write: only a GM updates a Combat's data and flags (players have no ownership of
 *   it); any player may change its `round` and `turn` alone (see `playerMayUpdate`).
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Combatant.html: `actorId`, `tokenId`,
 *   `defeated`, `group`, `initiative`, flags; `actor` (the token's actor, else the world actor),
 *   `token`; `isDefeated` is `defeated` or the actor carrying the defeated status. A Combatant's
 *   permission follows its actor: a player who owns the actor may update the combatant's
 *   `initiative`, `flags` and `defeated` (docs/foundry-v13-api.md, Corrections). Other fields a
 *   player sends are not modelled and throw. `group` is a foreign-document field: prepared, it
 *   holds the CombatantGroup document.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.CombatantGroup.html: `name`, `img`,
 *   `initiative`, flags; embedded in a Combat; written by a GM here.
 * - Document hooks and `_onUpdate` run on every connected client after the database change
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html). The stand-in runs
 *   them once per active user with `game.user` set to that user for the whole call, awaits
 *   included (see `onEveryClient`).
 * - Turn and round hooks fire on the initiating client before the update
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.combatStart.html, `combatRound`,
 *   `combatTurn`); `combatTurnChange(combat, prior, current)` fires on all clients after it
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.combatTurnChange.html).
 *   `startCombat()` calls `combatStart(combat, {round: 1, turn: 0})` then updates with that data.
 *   Core's other turn controls compute world time with `getTimeDelta`, which is not modelled:
 *   they throw here.
 * - World time: a Combat update carrying `options.worldTime.delta` advances `game.time.worldTime`
 *   by it before the change lands (foundryvtt#10924, #11619; `Combat.Database.Update` in
 *   fvtt-types 13.345.1 has `direction`, `worldTime`, `turnEvents` and no `advanceTime`). Moving
 *   from round 0 to 1 advances nothing (foundryvtt#12015). Whether core derives a delta itself
 *   when a started combat's round or turn changes without the option is not known here, so
 *   such an update throws, as does an update that says `advanceTime` (a hook-docs name that
 *   v13's update does not read).
 * - Turn events (`Combat#_manageTurnEvents`, protected: `_onStartTurn`, `_onEndTurn`,
 *   `_onStartRound`, `_onEndRound`, each with a CombatTurnEventContext {round, turn, skipped},
 *   `_clearMovementHistoryOnStartTurn` after each turn start, and the Region events
 *   TOKEN_TURN_START / END, TOKEN_ROUND_START / END with RegionTokenTurnEventData) run on the
 *   active GM's client after a change, forward only: moving backwards triggers none
 *   (foundryvtt#11997); round 0 ends no round (foundryvtt#11238); a turn set to null ends no turn
 *   (Draw Steel 0.10.2, combat.mjs, dispatches that end itself). Every turn index passed gets its
 *   events, the ones jumped over marked `skipped` (docs/foundry-v13-api.md, Corrections;
 *   foundryvtt#11998, #13085 on the context; Draw Steel overrides `_manageTurnEvents` because of
 *   it, foundryvtt#13983): see `turnsPassed`.
 *   https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.RegionTokenTurnEventData.html
 * - https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html: `game.time.worldTime`,
 *   `advance(seconds)` (a GM's; the world time is world data). `CONFIG.time` has `roundTime`
 *   (6) and `turnTime` (0) (https://foundryvtt.com/api/v13/interfaces/CONFIG.html).
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.CombatTracker.html:
 *   `static PARTS` (header, tracker, footer), `viewed` (the combat shown), `element`,
 *   `_preparePartContext`, `_onRender`, `_getEntryContextOptions` (entries named by lang key;
 *   `COMBAT.CombatantClear` and `COMBAT.CombatantReroll` are the initiative ones, as Draw Steel
 *   and Lancer filter them; v14 entries use `label`/`visible`, ../v14/context-menu.ts). Rendering
 *   itself is not reproduced.
 * - https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.renderTemplate.html:
 *   renders a template path with data (here: real Handlebars over the file in `templates/`, with
 *   a `localize` helper that formats when given hash arguments, as core's helper does).
 * - Actors (`Actor#statuses`, `toggleStatusEffect`) are made by `createActor` in data-models.ts.
 */

const DEFEATED_STATUS = "dead";

/** CONST.REGION_EVENTS, the turn ones (https://foundryvtt.com/api/v13/variables/CONST.REGION_EVENTS.html). */
export const REGION_TURN_EVENTS = {
  TOKEN_TURN_START: "tokenTurnStart",
  TOKEN_TURN_END: "tokenTurnEnd",
  TOKEN_ROUND_START: "tokenRoundStart",
  TOKEN_ROUND_END: "tokenRoundEnd",
} as const;

function isActiveGm(): boolean {
  const active = (globalThis as unknown as { game: { users: { activeGM: StandInUser | null } } }).game.users.activeGM;
  return active !== null && active.id === currentUser().id;
}

function hooks(): { callAll(hook: string, ...args: unknown[]): unknown } {
  return (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
}

/**
 * The server refuses an update by a user without permission: the client shows the error and the
 * update's promise rejects with it (`permissionRefusal` in documents.ts cites the reports). An
 * update that changes nothing resolves undefined before any permission check or hook
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update, `diff`).
 */
function refused(user: StandInUser, document: StandInDocument): Error {
  return permissionRefusal(user, "update", document);
}

function isGm(): boolean {
  return currentUser().isGM;
}

/** A token as the combat code reads it: its disposition, actor, the Regions it stands in, its movement history. */
export class StandInToken extends StandInDocument {
  readonly regions = new Set<StandInRegionDocument>();
  /** TokenDocument#movementHistory and clearMovementHistory, as the scene tokens of parts/scenes.ts model them. */
  get movementHistory(): { x: number; y: number }[] {
    return structuredClone((this._source._movementHistory as { x: number; y: number }[] | undefined) ?? []);
  }
  async clearMovementHistory(): Promise<void> {
    // A refusal rejects (documents.ts); an empty history stays empty: a no-op write, which is fine.
    await this.update({ _movementHistory: [] });
  }
  get disposition(): number {
    return Number(this._source.disposition ?? 0);
  }
  get actorId(): string | null {
    return typeof this._source.actorId === "string" ? this._source.actorId : null;
  }
}

function world(): { actors: StandInCollection<StandInDocument> } {
  return (globalThis as unknown as { game: { actors: StandInCollection<StandInDocument> } }).game;
}

export class StandInCombatantGroup extends StandInDocument {
  constructor(data: StandInDocumentData, parent: StandInCombat) {
    super("CombatantGroup", data, parent);
  }
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }
  override async update(changes: Record<string, unknown>): Promise<this | undefined> {
    if (!isGm() && this.diffOf(changes)) throw refused(currentUser(), this);
    return super.update(changes);
  }
}

/** What a player may write on a combatant of an actor they own. */
const PLAYER_COMBATANT_FIELDS = ["initiative", "flags", "defeated"] as const;

export class StandInCombatant extends StandInDocument {
  token: StandInToken | null = null;
  constructor(data: StandInDocumentData, parent: StandInCombat) {
    super("Combatant", data, parent);
  }
  get combat(): StandInCombat {
    return this.parent as StandInCombat;
  }
  get actorId(): string | null {
    return typeof this._source.actorId === "string" ? this._source.actorId : null;
  }
  get tokenId(): string | null {
    return typeof this._source.tokenId === "string" ? this._source.tokenId : null;
  }
  /** The scene of the combatant's token (Combatant#sceneId). */
  get sceneId(): string | null {
    return typeof this._source.sceneId === "string" ? this._source.sceneId : null;
  }
  /** The world actor (a bare `StandInActor` or a model-backed one, its subclass: Combatant#actor is any Actor). */
  get actor(): StandInActor | null {
    const actor = world().actors.get(this.actorId ?? "");
    return actor?.documentName === "Actor" ? (actor as StandInActor) : null;
  }
  override get name(): string {
    return String(this._source.name ?? this.actor?.name ?? "");
  }
  get defeated(): boolean {
    return this._source.defeated === true;
  }
  get isDefeated(): boolean {
    return this.defeated || (this.actor?.statuses.has(DEFEATED_STATUS) ?? false);
  }
  get group(): StandInCombatantGroup | null {
    const id = this._source.group;
    return typeof id === "string" ? (this.combat.groups.get(id) ?? null) : null;
  }
  /** A Combatant's permission follows its actor's. */
  override testUserPermission(user: StandInUser, level: "NONE" | "LIMITED" | "OBSERVER" | "OWNER" | number): boolean {
    return user.isGM || (this.actor?.testUserPermission(user, level) ?? false);
  }
  override async update(changes: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<this | undefined> {
    const user = currentUser();
    if (!user.isGM) {
      if (!this.testUserPermission(user, "OWNER")) {
        if (!this.diffOf(changes)) return undefined;
        throw refused(user, this);
      }
      const other = Object.keys(changes).map((path) => path.split(".")[0] ?? path).filter((field) => !(PLAYER_COMBATANT_FIELDS as readonly string[]).includes(field));
      if (other.length > 0) throw new Error(`stand-in Combatant: a player's update of ${other.join(", ")} is not modelled`);
    }
    if (!(await super.update(changes))) return undefined;
    // The hook gets the differential data (hookEvents.updateDocument: "changed: Differential data").
    const diff = this.updates.at(-1)!.changes;
    onEveryClient(() => hooks().callAll("updateCombatant", this, structuredClone(diff), options, user.id));
    return this;
  }
}

interface TurnState {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/** A turn event core dispatched (or system code dispatched through the same methods). */
export interface TurnEventRecord {
  kind: "startTurn" | "endTurn" | "startRound" | "endRound";
  combatantId: string | null;
  round: number;
  turn: number | null;
  skipped: boolean;
}

type TurnEventContext = { round: number; turn: number | null; skipped: boolean };

/**
 * The turn indices a forward change passes, each with its round, in order, as core walks them:
 * within a round, from the index after the prior turn to the current one; across rounds, the
 * rest of the prior round (when it had started), every index of each round between, then the new
 * round from index 0 to the current turn (0 when no one's turn is current). A null turn counts
 * as index 0 in these bounds, so from no one's turn the walk starts at index 1 (core compares and
 * adds to `turn` as a number: foundryvtt#13983 is Draw Steel's report of these skipped events).
 */
function turnsPassed(previous: TurnState, current: TurnState, count: number): { round: number; turn: number }[] {
  const from = (previous.turn ?? 0) + 1;
  const indices: number[] = [];
  const span = (first: number, last: number) => {
    for (let turn = first; turn <= last; turn++) indices.push(turn);
  };
  const rounds = current.round - previous.round;
  if (rounds === 0 && current.round > 0 && current.turn !== null && (previous.turn ?? 0) < current.turn) span(from, current.turn);
  if (rounds > 0) {
    if (previous.round > 0) span(from, count - 1);
    for (let extra = 1; extra < rounds; extra++) span(0, count - 1);
    span(0, current.turn ?? 0);
  }
  let round = previous.round;
  return indices.map((turn) => ({ round: turn === 0 ? ++round : round, turn }));
}

/**
 * Who may update a Combat (core's BaseCombat permission test): a GM anything; a player only
 * `round` and `turn`, when `_canChangeRound` / `_canChangeTurn` allow, which core's base returns
 * true for every user (added in v12, foundryvtt#9574; docs/foundry-v13-api.md, Corrections). The
 * server runs core's base document, never a system's override of those methods, so a client
 * that skips its own checks may move any combat's turn. Changing `combatants` this way is not modelled.
 */
function playerMayUpdate(changes: Record<string, unknown>): boolean {
  const fields = Object.keys(changes).filter((key) => key !== "_id");
  if (fields.includes("combatants")) throw new Error("stand-in Combat: a player's update of combatants through the Combat is not modelled");
  return fields.length > 0 && fields.every((key) => key === "round" || key === "turn");
}

function worldTime(): StandInGameTime {
  return (globalThis as unknown as { game: { time: StandInGameTime } }).game.time;
}

export class StandInCombat extends StandInDocument {
  readonly combatants = new StandInCollection<StandInCombatant>();
  readonly groups = new StandInCollection<StandInCombatantGroup>();
  previous: TurnState | undefined = undefined;
  current: TurnState;
  /** Every turn event run through `_onStartTurn` / `_onEndTurn` / `_onStartRound` / `_onEndRound`. */
  readonly turnEvents: TurnEventRecord[] = [];

  constructor(data: StandInDocumentData = {}) {
    super("Combat", { round: 0, turn: null, ...data });
    this.current = this.#state();
  }
  static get implementation(): typeof StandInCombat {
    return this;
  }
  /**
   * Document#delete (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#delete):
   * a Combat is owned by GMs only (players have no ownership of it), so the server refuses anyone
   * else; `deleteCombat(combat, options, userId)` runs on every connected client with the deleted
   * document as it was, flags included (https://foundryvtt.com/api/v13/functions/hookEvents.deleteDocument.html).
   * Core's "End Combat" (Combat#endCombat) confirms in a dialog, then deletes this way.
   */
  async delete(): Promise<this> {
    const user = currentUser();
    if (!user.isGM) throw permissionRefusal(user, "delete", this);
    (globalThis as unknown as { game: { combats: StandInCollection<StandInCombat> } }).game.combats.delete(this.id);
    forgetDocument(this);
    documentHookOnEveryClient("deleteCombat", this, [{}], user.id);
    return this;
  }
  get round(): number {
    return Number(this._source.round ?? 0);
  }
  get turn(): number | null {
    return typeof this._source.turn === "number" ? this._source.turn : null;
  }
  /**
   * Core's `setupTurns` sorts with `this.combatants.contents.sort(this._sortCombatants)`: the
   * method is passed unbound, so an override that reads `this` breaks in core. Modelled so:
   * the class's own `_sortCombatants` is called with no `this`. (Core caches the result until
   * its next `setupTurns`; here it is sorted on every read.)
   */
  get turns(): StandInCombatant[] {
    const sort = (this as unknown as { _sortCombatants: (a: StandInCombatant, b: StandInCombatant) => number })._sortCombatants;
    return this.combatants.contents.sort((a, b) => sort.call(undefined, a, b));
  }
  /**
   * Core's default order (Combat#_sortCombatants, "can be overridden by a system or module
   * which needs to display combatants in an alternative order"): initiative high first, a
   * combatant without one last, then by name, then by id.
   */
  _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
    const initiative = (c: StandInCombatant) => (typeof c._source.initiative === "number" ? (c._source.initiative as number) : -Infinity);
    const ia = initiative(a);
    const ib = initiative(b);
    return (ia === ib ? 0 : ib > ia ? 1 : -1) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  }
  get combatant(): StandInCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }
  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }
  /**
   * Core's base answers (BaseCombat, added in v12, foundryvtt#9574): any user may change the round
   * and the turn. A system's Combat class may override them, which an honest client's own
   * permission check then uses; the server runs the base, so the stand-in's `update` (the
   * server's side) never asks them: a client that skips its checks gets its write through.
   */
  _canChangeRound(_user: StandInUser): boolean {
    return true;
  }
  _canChangeTurn(_user: StandInUser): boolean {
    return true;
  }
  #state(): TurnState {
    const combatant = this.combatant;
    return { round: this.round, turn: this.turn, combatantId: combatant?.id ?? null, tokenId: combatant?.token?.id ?? null };
  }

  override async update(changes: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<this | undefined> {
    const user = currentUser();
    if (!user.isGM && !playerMayUpdate(changes)) {
      if (!this.diffOf(changes)) return undefined;
      throw refused(user, this);
    }
    // The client differences the update first: one that changes nothing is never sent, so it
    // takes no world time and runs no hook or turn event. `_onUpdate` and the hook get the
    // differential data (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
    const sent = this.diffOf(changes);
    if (!sent) return undefined;
    // A round or turn sent as it already is, is not a turn change: differencing leaves it out.
    const changesTurn = "round" in sent || "turn" in sent;
    if ("advanceTime" in options) throw new Error("stand-in Combat: v13 updates read options.worldTime.delta, not advanceTime");
    const delta = (options.worldTime as { delta?: unknown } | undefined)?.delta;
    if (delta !== undefined && typeof delta !== "number") throw new Error("stand-in Combat: options.worldTime.delta must be a number");
    if (changesTurn && this.round > 0 && (typeof delta !== "number" || (options.direction !== 1 && options.direction !== -1))) {
      throw new Error("stand-in Combat: a started combat's round / turn change without options.direction and options.worldTime.delta is not modelled");
    }
    // The change reaches the local document only when the server answers, after other work.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Another write may have landed meanwhile: then nothing may be left to change.
    if (!this.diffOf(changes)) return undefined;
    if (typeof delta === "number" && delta !== 0) worldTime().worldTime += delta;
    const before = this.#state();
    if (user.isGM) await super.update(changes);
    else {
      // Core's Combat permission test, not ownership, let the player's change through.
      const expanded = expandObject(this.diffOf(changes) ?? {});
      mergeInto(this._source as Record<string, unknown>, expanded);
      this.updates.push({ userId: user.id, changes: expanded });
    }
    const diff = this.updates.at(-1)!.changes;
    const after = this.#state();
    const turnChanged = before.round !== after.round || before.turn !== after.turn || before.combatantId !== after.combatantId;
    if (turnChanged) {
      this.previous = before;
      this.current = after;
    }
    onEveryClient(() => {
      this._onUpdate(structuredClone(diff), options, user.id);
      hooks().callAll("updateCombat", this, structuredClone(diff), options, user.id);
    });
    return this;
  }

  /** Core's post-update step: a change of round, turn or current combatant goes to `_manageTurnEvents`. */
  _onUpdate(changed: Record<string, unknown>, options: Record<string, unknown>, _userId: string): void {
    if (!("round" in changed || "turn" in changed) || !this.previous) return;
    const { previous: prior, current } = this;
    if (prior.round === current.round && prior.turn === current.turn && prior.combatantId === current.combatantId) return;
    if (options.turnEvents !== false) void this._manageTurnEvents();
  }

  /**
   * Combat#_manageTurnEvents: in a started combat, the turn events on the active GM's client
   * (awaited there), then `combatTurnChange(combat, prior, current)` on every client.
   */
  async _manageTurnEvents(): Promise<void> {
    if (!this.started || !this.previous) return;
    const prior = structuredClone(this.previous);
    const current = structuredClone(this.current);
    if (isActiveGm()) await this.#triggerTurnEvents(prior, current);
    hooks().callAll("combatTurnChange", this, prior, current);
  }

  /**
   * The turn events core dispatches for a change from `previous` to `current`: every turn index
   * passed gets its turn's end and the next one's start, a round boundary crossed its round end
   * and start, each context saying whether that turn or round was `skipped` (not the one the
   * combat now stands at). Nothing is dispatched going backwards; a new combatant at the same
   * round and turn (the order re-sorted) ends the prior's turn and starts its own.
   */
  async #triggerTurnEvents(previous: TurnState, current: TurnState): Promise<void> {
    const passed = turnsPassed(previous, current, this.turns.length);
    const priorCombatant = previous.combatantId ? this.combatants.get(previous.combatantId) : undefined;
    if (passed.length === 0) {
      if (previous.round !== current.round || previous.turn !== current.turn || previous.combatantId === current.combatantId) return;
      const next = this.combatant;
      if (priorCombatant) await this.#endTurn(priorCombatant, { round: current.round, turn: current.turn, skipped: false });
      if (next) await this.#startTurn(next, { round: current.round, turn: current.turn, skipped: false });
      return;
    }
    let at = { combatant: priorCombatant, round: previous.round, turn: previous.turn, skipped: false };
    for (const { round, turn } of passed) {
      const next = { combatant: this.turns[turn], round, turn, skipped: round !== current.round || turn !== current.turn };
      if (at.combatant) await this.#endTurn(at.combatant, { round: at.round, turn: at.turn, skipped: at.skipped });
      if (at.round !== round) {
        // Round 0 is no round: it never ends (foundryvtt#11238).
        if (at.round > 0) await this.#dispatchRound("endRound", at.round, at.round !== previous.round);
        await this.#dispatchRound("startRound", round, round !== current.round);
      }
      if (next.combatant) await this.#startTurn(next.combatant, { round, turn, skipped: next.skipped });
      at = next;
    }
  }

  async #dispatchRound(kind: "startRound" | "endRound", round: number, skipped: boolean): Promise<void> {
    const context = { round, turn: null, skipped };
    if (kind === "startRound") await this._onStartRound(context);
    else await this._onEndRound(context);
    const name = kind === "startRound" ? REGION_TURN_EVENTS.TOKEN_ROUND_START : REGION_TURN_EVENTS.TOKEN_ROUND_END;
    for (const combatant of this.combatants.contents) await triggerRegions(combatant, name, { combat: this, combatant, ...context });
  }

  async #startTurn(combatant: StandInCombatant, context: TurnEventContext): Promise<void> {
    await this._onStartTurn(combatant, context);
    if (combatant.token) await this._clearMovementHistoryOnStartTurn(combatant, context);
    await triggerRegions(combatant, REGION_TURN_EVENTS.TOKEN_TURN_START, { combat: this, combatant, ...context });
  }

  async #endTurn(combatant: StandInCombatant, context: TurnEventContext): Promise<void> {
    await this._onEndTurn(combatant, context);
    await triggerRegions(combatant, REGION_TURN_EVENTS.TOKEN_TURN_END, { combat: this, combatant, ...context });
  }

  /**
   * Combat#_clearMovementHistoryOnStartTurn (v13.347+, https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#_clearmovementhistoryonstartturn):
   * after `_onStartTurn`, every turn start (skipped ones included) clears the movement history of
   * the combatant's token, unless a system overrides it.
   */
  async _clearMovementHistoryOnStartTurn(combatant: StandInCombatant, _context: TurnEventContext): Promise<void> {
    await combatant.token?.clearMovementHistory();
  }

  async _onStartTurn(combatant: StandInCombatant, context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEvents.push({ kind: "startTurn", combatantId: combatant.id, ...context });
  }
  async _onEndTurn(combatant: StandInCombatant, context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEvents.push({ kind: "endTurn", combatantId: combatant.id, ...context });
  }
  async _onStartRound(context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEvents.push({ kind: "startRound", combatantId: null, ...context });
  }
  async _onEndRound(context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEvents.push({ kind: "endRound", combatantId: null, ...context });
  }

  async startCombat(): Promise<this | undefined> {
    const updateData = { round: 1, turn: 0 };
    hooks().callAll("combatStart", this, updateData);
    return this.update(updateData);
  }
  async nextRound(): Promise<this | undefined> {
    throw new Error("stand-in Combat: core's nextRound (getTimeDelta) is not modelled");
  }
  async previousRound(): Promise<this | undefined> {
    throw new Error("stand-in Combat: core's previousRound (getTimeDelta) is not modelled");
  }
  async nextTurn(): Promise<this | undefined> {
    throw new Error("stand-in Combat: core's nextTurn (getTimeDelta) is not modelled");
  }
  async previousTurn(): Promise<this | undefined> {
    throw new Error("stand-in Combat: core's previousTurn (getTimeDelta) is not modelled");
  }
  async rollInitiative(): Promise<this | undefined> {
    throw new Error("stand-in Combat: core's d20 rollInitiative is not modelled");
  }

  async createEmbeddedDocuments(type: string, data: StandInDocumentData[]): Promise<StandInDocument[]> {
    const user = currentUser();
    if (!user.isGM) throw new Error(`stand-in Combat: a player creating ${type} documents is not modelled`);
    const created = data.map((entry) => {
      if (type === "Combatant") {
        const combatant = registerDocument(new StandInCombatant(entry, this));
        this.combatants.add(combatant);
        return combatant;
      }
      if (type === "CombatantGroup") return registerDocument(this.groups.add(new StandInCombatantGroup(entry, this)));
      throw new Error(`stand-in Combat: no embedded ${type}`);
    });
    if (type === "Combatant") {
      for (const c of created) onEveryClient(() => hooks().callAll("createCombatant", c, {}, user.id));
    }
    return created;
  }
  /**
   * Each update is checked as the document's own update: a player may update own combatants.
   * Entries that change nothing are dropped by the client and missing from the result. A refused
   * entry makes the server refuse the operation: the promise rejects and, as the stand-in checks
   * every entry before writing any, nothing is written (the server's handling of a batch that is
   * refused part-way is not documented publicly; modelled as all-or-nothing).
   */
  async updateEmbeddedDocuments(type: string, updates: ({ _id: string } & Record<string, unknown>)[]): Promise<StandInDocument[]> {
    const collection: StandInCollection<StandInDocument> = type === "Combatant" ? this.combatants : type === "CombatantGroup" ? this.groups : new StandInCollection();
    const user = currentUser();
    const entries = updates.map(({ _id, ...changes }) => {
      const document = collection.get(_id);
      if (!document) throw new Error(`stand-in Combat: no ${type} ${_id}`);
      return { document, changes };
    });
    const mayWrite = (document: StandInDocument) => user.isGM || (type === "Combatant" && document.testUserPermission(user, "OWNER"));
    const refusedEntry = entries.find(({ document, changes }) => !mayWrite(document) && document.diffOf(changes));
    if (refusedEntry) throw refused(user, refusedEntry.document);
    const done: StandInDocument[] = [];
    for (const { document, changes } of entries) {
      const updated = await document.update(changes);
      if (updated) done.push(updated);
    }
    return done;
  }
}

async function triggerRegions(combatant: StandInCombatant, name: string, data: Record<string, unknown>): Promise<void> {
  const token = combatant.token;
  if (!token) return;
  for (const region of token.regions) await region._triggerEvent(name, { ...data, token });
}

/** game.time: the world clock. */
export class StandInGameTime {
  worldTime = 0;
  async advance(seconds: number): Promise<number> {
    const user = currentUser();
    if (!user.isGM) throw new Error(`User ${user.name} lacks permission to change the world time`);
    this.worldTime += seconds;
    return this.worldTime;
  }
}

/** A combat in `game.combats`, with combatants for the given token/actor pairs. */
export async function createCombat(
  entries: readonly { actor: StandInActor; token?: StandInToken; defeated?: boolean }[],
  CombatClass: new (data?: StandInDocumentData) => StandInCombat,
): Promise<StandInCombat> {
  const combat = registerDocument(new CombatClass({}));
  (globalThis as unknown as { game: { combats: StandInCollection<StandInCombat> } }).game.combats.add(combat);
  for (const { actor, token, defeated } of entries) {
    const [combatant] = (await combat.createEmbeddedDocuments("Combatant", [
      { actorId: actor.id, tokenId: token?.id ?? null, sceneId: token?.parent?.id ?? null, name: actor.name, defeated: defeated ?? false },
    ])) as StandInCombatant[];
    if (combatant && token) combatant.token = token;
  }
  return combat;
}

export function createToken(actor: StandInActor, disposition: number): StandInToken {
  return registerDocument(new StandInToken("Token", { actorId: actor.id, disposition, ownership: actor._source.ownership }));
}

type TrackerAction = (this: StandInCombatTracker) => Promise<unknown>;

/** Core's d20 initiative actions: rolling a number means nothing here, so a click refuses loudly. */
function initiativeNotModelled(): never {
  throw new Error("stand-in CombatTracker: core's initiative rolls are not modelled");
}

function navigate(method: "previousRound" | "nextRound" | "previousTurn" | "nextTurn"): TrackerAction {
  return async function (this: StandInCombatTracker) {
    if (!this.viewed) throw new Error("stand-in CombatTracker: no combat is viewed");
    return this.viewed[method]();
  };
}

/**
 * The sidebar combat tracker (ApplicationV2 with Handlebars parts). Core's own header, tracker
 * and footer templates are not available here: in their place the stand-in renders the elements
 * the adapter reads and core's controls by their `data-action` names: per combatant an
 * `li.combatant[data-combatant-id]` with its name, `toggleDefeated` (GM) and, while it has no
 * initiative, `rollInitiative` (its owners and the GM); `rollAll` / `rollNPC` in the header and
 * the round and turn controls in the footer, for the GM. A player's footer controls, hidden
 * combatants and core's context menu rendering are not modelled.
 */
export class StandInCombatTracker extends StandInApplicationV2 {
  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };
  static override DEFAULT_OPTIONS = {
    tag: "section",
    actions: {
      rollInitiative: initiativeNotModelled,
      rollAll: initiativeNotModelled,
      rollNPC: initiativeNotModelled,
      toggleDefeated: () => {
        throw new Error("stand-in CombatTracker: toggleDefeated is not modelled");
      },
      previousRound: navigate("previousRound"),
      nextRound: navigate("nextRound"),
      previousTurn: navigate("previousTurn"),
      nextTurn: navigate("nextTurn"),
      endCombat: () => {
        throw new Error("stand-in CombatTracker: endCombat is not modelled");
      },
    },
  };
  viewed: StandInCombat | null = null;

  override async _prepareContext(): Promise<Record<string, unknown>> {
    return { user: currentUser(), combat: this.viewed };
  }

  protected override async _renderPartHTML(partId: string, part: PartConfig, context: Record<string, unknown>): Promise<string> {
    if (!part.template.startsWith("templates/sidebar/")) return super._renderPartHTML(partId, part, context);
    const gm = currentUser().isGM;
    const button = (action: string) => `<button type="button" data-action="${action}"></button>`;
    if (partId === "header") return `<header class="combat-tracker-header">${gm ? button("rollAll") + button("rollNPC") : ""}</header>`;
    if (partId === "footer") {
      const controls = gm ? ["previousRound", "previousTurn", "nextTurn", "nextRound", "endCombat"].map(button).join("") : "";
      return `<nav class="combat-controls">${controls}</nav>`;
    }
    const rows = (this.viewed?.turns ?? []).map((combatant) => {
      if (combatant._source.hidden) throw new Error("stand-in CombatTracker: hidden combatants are not modelled");
      const initiative = combatant._source.initiative;
      const roll = initiative === null || initiative === undefined ? (combatant.isOwner ? button("rollInitiative") : "") : `<span class="initiative">${Handlebars.escapeExpression(String(initiative))}</span>`;
      return `<li class="combatant" data-combatant-id="${combatant.id}"><strong class="name">${Handlebars.escapeExpression(combatant.name)}</strong>${gm ? button("toggleDefeated") : ""}${roll}</li>`;
    });
    return `<ol class="combat-tracker plain">${rows.join("")}</ol>`;
  }

  /** Core's entries in the generation's shape (../v14/context-menu.ts). */
  _getEntryContextOptions(): MenuEntry[] {
    return coreCombatantEntries();
  }
}

/** Renders `systems/shelf-wars/templates/<rel>` from the repository's `templates/<rel>`. */
async function renderTemplate(path: string, data: Record<string, unknown>): Promise<string> {
  const relative = path.replace(/^systems\/shelf-wars\//, "");
  const handlebars = Handlebars.create();
  const i18n = (globalThis as unknown as { game: { i18n: { localize(k: string): string; format(k: string, d: Record<string, unknown>): string } } }).game.i18n;
  handlebars.registerHelper("localize", (key: string, options: { hash: Record<string, unknown> }) =>
    Object.keys(options.hash).length > 0 ? i18n.format(key, options.hash) : i18n.localize(key),
  );
  return handlebars.compile(fs.readFileSync(relative, "utf8"))(data);
}

// Moved to ../clients.ts, re-exported for the tests that import them from here.
export { onEveryClient, runAsClient } from "../clients";

export const installPart: StandInPart = (globals) => {
  const foundryGlobals = globals.foundry as { applications?: { handlebars?: { renderTemplate?: unknown } } } | undefined;
  deepAssign(globals, {
    Combat: StandInCombat,
    Combatant: StandInCombatant,
    CombatantGroup: StandInCombatantGroup,
    CONFIG: {
      Combat: { documentClass: StandInCombat },
      Combatant: { documentClass: StandInCombatant },
      CombatantGroup: { documentClass: StandInCombatantGroup },
      time: { roundTime: 6, turnTime: 0 },
      ui: {},
    },
    CONST: { REGION_EVENTS: { ...REGION_TURN_EVENTS } },
    game: { combats: new StandInCollection<StandInCombat>(), time: new StandInGameTime() },
    foundry: {
      applications: {
        sidebar: { tabs: { CombatTracker: StandInCombatTracker } },
        handlebars: { renderTemplate: foundryGlobals?.applications?.handlebars?.renderTemplate ?? renderTemplate },
      },
    },
  });
};
