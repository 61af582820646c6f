import { compareForTracker } from "./tracker-order";
import { RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID } from "../shared/constants";
import { isStatusEffectRegistered } from "../compat/status-effects";
import { activationConfigFor, rulesetOfActorTypes, type ActivationConfig, type RoundAnnouncement, type SideRef } from "./activation-config";
import { advance, pendingTie, reopenTies, settleTie, startState, tieContenders, unitUp, type ActivationState, type TrackerFigure } from "../../rules/common/activation";
import { readActivationState, readDefeated, readMarked, tableRound } from "../shared/combat-flags";
import { sideGroups, sideKeyOf, sideRefOfGroup, syncSideGroups, trackerFigures } from "./groups";
import { requestEndActivation, requestTurnControl, type TrackerSnapshot, type TurnControl } from "./request-client";
import { activationStartedBy } from "./activation-start";
import { announceCombatStart, announceTurnMove, dispatchRound, dispatchTurnEnd, dispatchTurnStart, TURN_MOVES, type TurnMove } from "./turn-events";
import { isActiveGm } from "../shared/active-gm";
import { actingActivation } from "../shared/activation-of";
import { settleActivationCards } from "../chat/settle-activation";
import { recordsAtStart } from "./start-records";
import { postNotice, type NoticeKind } from "../shared/notices";

export const ACTIVATED_STATUS = `${SYSTEM_ID}-activated`;

/** The combat's ruleset config; null when no ruleset config applies (core behaviour then). */
/**
 * The ruleset's activation config of a combat: while it runs, the one its GM's client recorded
 * when it started (so a figure whose type a player changed mid-game cannot take the combat out of
 * its rules), else the one its figures' types name.
 */
export function activationConfigOf(combat: Combat.Implementation): ActivationConfig | null {
  return configOf(combat, combat.started);
}

/**
 * The same for sorting the tracker's rows: core sorts while it sets up the turns that
 * `started` reads, so the ruleset stored at the start counts whenever it is there.
 */
function configForSorting(combat: Combat.Implementation): ActivationConfig | null {
  return configOf(combat, true);
}

function configOf(combat: Combat.Implementation, useStored: boolean): ActivationConfig | null {
  const stored = (combat.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.ruleset;
  const recorded = useStored && typeof stored === "string" ? activationConfigFor(stored as never) : undefined;
  if (recorded) return recorded;
  const ruleset = rulesetOfActorTypes(combat.combatants.contents.map((c) => c.actor?.type as string | undefined));
  return ruleset.kind === "single" ? (activationConfigFor(ruleset.ruleset) ?? null) : null;
}

function refuseMixed(combat: Combat.Implementation): boolean {
  const ruleset = rulesetOfActorTypes(combat.combatants.contents.map((c) => c.actor?.type as string | undefined));
  if (ruleset.kind !== "mixed") return false;
  const i18n = game.i18n;
  const names = ruleset.rulesets.map((id) => i18n?.localize(`SHELFWARS.Ruleset.${id}`) ?? id).join(", ");
  ui.notifications?.error(i18n?.format("SHELFWARS.Combat.Refusal.MixedRulesets", { rulesets: names }) ?? names);
  return true;
}

/**
 * Combat for the shared activation tracker: sides are CombatantGroups, the round's order comes
 * from the ruleset's config, figures are marked when their activation ends, and `turn` points at
 * the activating figure (null between activations). Every turn and round change is a Combat
 * update preceded by core's hook and carrying core's options, so core's `combatTurnChange`,
 * turn events, Region events and world time follow. Combats without a Shelf Wars ruleset keep
 * core behaviour.
 */
export class ShelfWarsCombat<SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  get activationState(): ActivationState | null {
    return readActivationState(this);
  }

  /**
   * The tracker's rows in the order the ruleset plays them (tracker-order.ts). Core passes this
   * method to `Array#sort` unbound, so it finds its combat through the combatant.
   */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const combat = a.parent;
    const config = combat ? configForSorting(combat) : null;
    return config ? compareForTracker(config, a, b) : super._sortCombatants(a, b);
  }

  /** The side up now (alternate-sides), from its CombatantGroup. */
  get sideUp(): SideRef | null {
    const state = this.activationState;
    if (!state || state.style !== "alternate-sides") return null;
    const key = unitUp(state);
    const group = key === null ? undefined : sideGroups(this as Combat.Implementation).get(key);
    return group ? sideRefOfGroup(group) : null;
  }

  /**
   * Core's "Begin combat": asked of the active GM's line like every other tracker control, so it
   * never runs beside a request or twice for two clicks (the second sees a stale tracker).
   */
  override async startCombat(): Promise<this> {
    if (refuseMixed(this as Combat.Implementation)) return this;
    if (!activationConfigOf(this as Combat.Implementation)) return super.startCombat();
    await this.#ask("startCombat");
    return this;
  }

  async #startCombatNow(): Promise<void> {
    const config = activationConfigOf(this as Combat.Implementation);
    if (!config || this.started) return;
    await syncSideGroups(this as Combat.Implementation, config);
    await this.#clearMarks();
    // The GM starting the combat takes the figures' defeat as it stands; from here on only a
    // GM's change counts (see `recordDefeat`).
    const defeatedNow = this.combatants.contents.filter((c) => c.isDefeated).map((c) => c.id ?? "");
    if (defeatedNow.length > 0) await this.#write({ flags: { "shelf-wars": { defeated: idMap(defeatedNow, true) } } });
    const state = await this.#rollRound(config, 1);
    // Round 0 to 1 takes no world time (core's startCombat passes no options).
    const updateData = { round: 1, turn: null, flags: { "shelf-wars": { activation: state, round: 1, ruleset: config.ruleset, ...recordsAtStart(this.combatants.contents) } } };
    announceCombatStart(this as Combat.Implementation, updateData);
    await this.#write(updateData);
    await config.onRoundStart?.(this as Combat.Implementation, 1);
  }

  override async nextRound(): Promise<this> {
    if (!activationConfigOf(this as Combat.Implementation) || !this.started) return super.nextRound();
    await this.#ask("nextRound");
    return this;
  }

  /**
   * Asks the active GM's client to run a tracker control in its one request line, with the
   * tracker as this client sees it now: a control that arrives after another request changed
   * the tracker is refused, never run on what that request left.
   */
  async #ask(control: TurnControl): Promise<void> {
    await requestTurnControl(this.id ?? "", control, trackerSnapshot(this));
  }

  /**
   * Runs a tracker control now. Only the active GM's request line calls it (`requests.ts`);
   * every other caller goes through the control methods, which ask that line.
   */
  async runTurnControl(control: TurnControl): Promise<void> {
    const state = this.activationState;
    switch (control) {
      case "startCombat":
        return this.#startCombatNow();
      case "nextTurn":
        if (state?.active) await this.#endActivationNow();
        else await this.#passTurnNow();
        return;
      case "previousTurn":
        if (state?.active) await this.#callOff(state);
        return;
      case "nextRound":
        return this.#nextRoundNow();
      case "previousRound":
        return this.#previousRoundNow();
      case "endActivation":
        return this.#endActivationNow();
      case "passTurn":
        return this.#passTurnNow();
    }
  }

  /**
   * On an honest client a tracker combat's clock is the GM's: a player's client refuses its own
   * write of the round or turn before sending it (as Draw Steel's Combat does). The server runs
   * core's base check, which lets any user through, so a hostile client's write still lands and
   * the active GM's client answers it (clock-guard.ts).
   */
  protected override _canChangeRound(user: User.Implementation): boolean {
    return activationConfigOf(this as Combat.Implementation) ? user.isGM : super._canChangeRound(user);
  }

  protected override _canChangeTurn(user: User.Implementation): boolean {
    return activationConfigOf(this as Combat.Implementation) ? user.isGM : super._canChangeTurn(user);
  }

  /** The round the table plays, as the GM's client last wrote it (a player may write `round`, never the flags). */
  get tableRound(): number {
    return tableRound(this as Combat.Implementation);
  }

  async #nextRoundNow(): Promise<void> {
    const config = activationConfigOf(this as Combat.Implementation);
    if (!config || !this.started) return;
    // A running activation ends first, so its turn ends as any other would.
    if (this.activationState?.active) await this.#finishActivation();
    await this.#clearMarks();
    const round = this.tableRound + 1;
    const state = await this.#rollRound(config, round);
    await this.#move({ round, turn: null, flags: { "shelf-wars": { activation: state } } }, TURN_MOVES.nextRound());
    await config.onRoundStart?.(this as Combat.Implementation, round);
  }

  /**
   * Core's "previous round" control (GM): the round before starts over with every mark
   * cleared and the order it has now; from round 1 the combat goes back to not started. Ties
   * drawn in the round are undrawn and drawn again when reached, as in a fresh round. No
   * activation starts by itself, so no figure's upkeep runs.
   */
  override async previousRound(): Promise<this> {
    if (!activationConfigOf(this as Combat.Implementation)) return super.previousRound();
    if (this.activationState && this.tableRound > 0) await this.#ask("previousRound");
    return this;
  }

  async #previousRoundNow(): Promise<void> {
    const config = activationConfigOf(this as Combat.Implementation);
    const state = this.activationState;
    if (!config || !state || this.tableRound <= 0) return;
    if (state.active) await this.#callOff(state);
    await this.#clearMarks();
    const round = this.tableRound - 1;
    const figures = trackerFigures(this as Combat.Implementation).map((f) => ({ ...f, activated: false }));
    const activation = round === 0 ? null : startState(state.style, reopenTies(state.phases), figures);
    await this.#move({ round, turn: null, flags: { "shelf-wars": { activation } } }, TURN_MOVES.previousRound(round));
    if (!activation) return;
    const settled = await this.#drawTies(config, activation);
    if (settled !== activation) await this.#write({ flags: { "shelf-wars": { activation: settled } } });
  }

  /**
   * Core's "next turn" control (players see it as "end turn" on their own activating figure):
   * ends the running activation, or (GM) passes the side up. Both go to the active GM's line.
   */
  override async nextTurn(): Promise<this> {
    const state = this.activationState;
    if (!activationConfigOf(this as Combat.Implementation) || !state) return super.nextTurn();
    if (!game.user?.isGM) {
      if (state.active) await requestEndActivation(this.id ?? "", state.active);
      return this;
    }
    await this.#ask("nextTurn");
    return this;
  }

  /** Core's "previous turn" control: the GM calls off the running activation, leaving it unmarked. */
  override async previousTurn(): Promise<this> {
    const state = this.activationState;
    if (!activationConfigOf(this as Combat.Implementation) || !state) return super.previousTurn();
    if (game.user?.isGM && state.active) await this.#ask("previousTurn");
    return this;
  }

  /** Sides roll initiative when each round starts; core's d20 rolls do not apply. */
  override async rollInitiative(ids: string | string[], options?: Combat.InitiativeOptions): Promise<this> {
    if (!activationConfigOf(this as Combat.Implementation)) return super.rollInitiative(ids, options);
    ui.notifications?.info(game.i18n?.localize("SHELFWARS.Combat.Initiative.BySide") ?? "");
    return this;
  }

  /**
   * Starts `combatantId`'s activation. Callers check legality first (see `judgeActivation`);
   * when the GM activates a figure of a side that is not up, that side becomes the side up.
   */
  async activateCombatant(combatantId: string): Promise<void> {
    const state = this.activationState;
    const combatant = this.combatants.get(combatantId);
    if (!state || !combatant) return;
    const unit = state.style === "alternate-sides" ? sideKeyOf(combatant as Combatant.Implementation) : combatantId;
    const index = unit === null ? -1 : (state.phases[state.phase]?.order.indexOf(unit) ?? -1);
    const next: ActivationState = { ...state, active: combatantId, up: index >= 0 ? index : state.up };
    const turn = this.turns.findIndex((c) => c.id === combatantId);
    await this.#move({ turn: turn >= 0 ? turn : null, flags: { "shelf-wars": { activation: next } } }, TURN_MOVES.startActivation());
  }

  /**
   * Marks the activating figure and passes to the next side (or phase, or round), through the
   * active GM's line: a GM's control, or a player's request for the figure activating now.
   */
  async endActivation(): Promise<void> {
    const active = this.activationState?.active;
    if (!active || !activationConfigOf(this as Combat.Implementation)) return;
    if (game.user?.isGM) await this.#ask("endActivation");
    else await requestEndActivation(this.id ?? "", active);
  }

  async #endActivationNow(): Promise<void> {
    const state = this.activationState;
    if (!state?.active || !activationConfigOf(this as Combat.Implementation)) return;
    await this.#finishActivation();
    await this.#advanceFrom({ ...state, active: null });
  }

  /** The side up gives up its turn (GM, through the active GM's line): any running activation stops unmarked. */
  async passTurn(): Promise<void> {
    if (this.activationState) await this.#ask("passTurn");
  }

  async #passTurnNow(): Promise<void> {
    const state = this.activationState;
    if (!state) return;
    if (state.active) await this.#move({ turn: null, flags: { "shelf-wars": { activation: { ...state, active: null } } } }, TURN_MOVES.endActivation());
    await this.#advanceFrom({ ...state, active: null });
  }

  /** Sets or clears a figure's activated mark (and its token status, when the status exists). */
  async setMarked(combatantId: string, activated: boolean): Promise<void> {
    const combatant = this.combatants.get(combatantId);
    if (!combatant) return;
    await this.#write({ flags: { "shelf-wars": { marked: idMap([combatantId], activated) } } });
    await showActivatedStatus(combatant as Combatant.Implementation, activated);
  }

  /** Records (GM) whether a figure is defeated, as the tracker reads it. */
  async recordDefeat(combatantId: string, defeated: boolean): Promise<void> {
    if (!this.combatants.has(combatantId) || readDefeated(this).has(combatantId) === defeated) return;
    await this.#write({ flags: { "shelf-wars": { defeated: idMap([combatantId], defeated) } } });
  }

  /** What the update being handled changed and who wrote it, for `_manageTurnEvents` (core calls it from `_onUpdate`). */
  #handling: { changed: Combat.UpdateData; userId: string; direction: number | undefined } | null = null;

  protected override _onUpdate(changed: Combat.UpdateData, options: Combat.Database.OnUpdateOperation, userId: string): void {
    this.#handling = { changed, userId, direction: (options as { direction?: number }).direction };
    try {
      super._onUpdate(changed, options, userId);
    } finally {
      this.#handling = null;
    }
  }

  /**
   * Core walks every turn index a change passes and starts and ends each turn on the way, the
   * ones jumped over as `skipped` (docs/foundry-v13-api.md, Corrections). On the tracker `turn`
   * only points at the activating figure, null between activations, and any player may move it
   * (core's `_canChangeTurn`): that walk would start the turns of figures that are not
   * activating, clear their movement history and fire their Regions' turn events, on a player's
   * say-so. Draw Steel replaces the walk for the same reason (foundryvtt#13983). Tracker combats
   * dispatch the tracker's own events instead, on the active GM's client, from what a GM wrote
   * going forward: a round's end and start, an activation's turn start when the tracker recorded
   * it (see `activationStartedBy`) and its turn end when it ended (core dispatches none when
   * `turn` becomes null). `combatTurnChange` still fires on every client, as in core.
   */
  protected override async _manageTurnEvents(): Promise<void> {
    const change = this.#handling;
    if (!activationConfigOf(this as Combat.Implementation)) return super._manageTurnEvents();
    const prior = this.previous;
    if (!this.started || !prior) return;
    const current = this.current;
    if (change && change.direction !== -1 && isActiveGm() && game.users?.get(change.userId)?.isGM) await this.#trackerTurnEvents(prior, current, change.changed, change.userId);
    Hooks.callAll("combatTurnChange", this as Combat.Implementation, prior, current);
  }

  async #trackerTurnEvents(prior: Combat.HistoryData, current: Combat.HistoryData, changed: Combat.UpdateData, userId: string): Promise<void> {
    const combat = this as Combat.Implementation;
    const priorRound = prior.round ?? 0;
    const round = current.round ?? 0;
    const ended = prior.combatantId && current.turn === null && priorRound === round ? this.combatants.get(prior.combatantId) : undefined;
    if (ended) await dispatchTurnEnd(combat, ended as Combatant.Implementation, { round, turn: prior.turn ?? null, skipped: false }, (c, ctx) => this._onEndTurn(c, ctx));
    if (round > priorRound) {
      if (priorRound > 0) await dispatchRound(combat, "end", { round: priorRound, skipped: false }, (ctx) => this._onEndRound(ctx));
      await dispatchRound(combat, "start", { round, skipped: false }, (ctx) => this._onStartRound(ctx));
    }
    const started = activationStartedBy(this, changed, userId);
    const combatant = started !== null && started === current.combatantId ? this.combatants.get(started) : undefined;
    if (combatant) await dispatchTurnStart(combat, combatant as Combatant.Implementation, { round, turn: current.turn ?? null, skipped: false }, (c, ctx) => this._onStartTurn(c, ctx));
  }

  /**
   * Every write of the tracker. An update that changes nothing resolves undefined in Foundry: the
   * combat already is as the step needs it, so the step goes on. A refused update rejects (the
   * server's error, which core has shown): the step stops with the tracker's own message.
   */
  async #write(data: Combat.UpdateData, options?: Combat.Database.UpdateOperation): Promise<void> {
    try {
      await this.update(data, options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RuleViolation("Combat.UpdateRefused", `The combat could not be updated: ${reason}`, {});
    }
  }

  /**
   * Every turn or round change. The round written is the table's (`tableRound`), never what a
   * player may have written on the combat since, and it is written again into the flags.
   */
  async #move(updateData: { round?: number; turn?: number | null; flags: { "shelf-wars": Record<string, unknown> } }, move: TurnMove): Promise<void> {
    const round = updateData.round ?? this.tableRound;
    const data = { turn: this.turn, ...updateData, round, flags: { "shelf-wars": { ...updateData.flags["shelf-wars"], round } } };
    const options = announceTurnMove(this as Combat.Implementation, data, move);
    await this.#write(data as Combat.UpdateData, options);
  }

  /**
   * The running activation is over: its own cards still pending are settled (a rolled outcome
   * always lands), its turn ends, it is marked, the ruleset's end upkeep runs.
   */
  async #finishActivation(): Promise<void> {
    const state = this.activationState;
    const config = activationConfigOf(this as Combat.Implementation);
    if (!state?.active || !config) return;
    const combatant = this.combatants.get(state.active);
    const actorUuid = combatant?.actor?.uuid;
    const running = actorUuid ? actingActivation(actorUuid) : null;
    if (actorUuid && running) await settleActivationCards({ combat: this, ruleset: config.ruleset, actorUuid, figureName: combatant?.name ?? "", key: running.key });
    await this.#move({ turn: null, flags: { "shelf-wars": { activation: { ...state, active: null } } } }, TURN_MOVES.endActivation());
    if (!combatant) return;
    await this.setMarked(state.active, true);
    await config.onActivationEnd?.(this as Combat.Implementation, combatant as Combatant.Implementation);
  }

  /** The GM takes the running activation back: its turn's time is given back, nothing is marked. */
  async #callOff(state: ActivationState): Promise<void> {
    await this.#move({ turn: null, flags: { "shelf-wars": { activation: { ...state, active: null } } } }, TURN_MOVES.callOffActivation());
  }

  async #advanceFrom(state: ActivationState): Promise<void> {
    const figures = trackerFigures(this as Combat.Implementation);
    const step = advance(state, figures);
    if (step.kind === "round-over") {
      await this.#nextRoundNow();
      return;
    }
    if (step.kind === "next-phase") await this.#clearMarks();
    const config = activationConfigOf(this as Combat.Implementation);
    const settled = config ? await this.#drawTies(config, step.state) : step.state;
    await this.#write({ flags: { "shelf-wars": { activation: settled } } });
  }

  /**
   * A tie group that has come up is ordered now, among the units still able to act (the
   * ruleset rolls and announces it); repeated while the unit up is in an undrawn group.
   */
  async #drawTies(config: ActivationConfig, state: ActivationState): Promise<ActivationState> {
    let current = state;
    for (let guard = 0; pendingTie(current) && guard < 100; guard++) {
      const figures = trackerFigures(this as Combat.Implementation);
      const contenders = tieContenders(current, figures);
      let order: readonly string[] = contenders;
      if (contenders.length > 1) {
        if (!config.drawTie) throw new Error(`${SYSTEM_ID} | ${config.ruleset} plans tied units but draws no ties`);
        const combatants = contenders.flatMap((id) => this.combatants.get(id) ?? []) as Combatant.Implementation[];
        const draw = await config.drawTie({ combat: this as Combat.Implementation, round: this.tableRound, combatants });
        order = draw.order;
        if (draw.announcement) await announce(draw.announcement);
      }
      current = settleTie(current, figures, order);
    }
    return current;
  }

  async #clearMarks(): Promise<void> {
    const marked = [...readMarked(this)];
    if (marked.length === 0) return;
    await this.#write({ flags: { "shelf-wars": { marked: idMap(marked, false) } } });
    for (const id of marked) {
      const combatant = this.combatants.get(id);
      if (combatant) await showActivatedStatus(combatant as Combatant.Implementation, false);
    }
  }

  async #rollRound(config: ActivationConfig, round: number): Promise<ActivationState> {
    const combat = this as Combat.Implementation;
    const figures: TrackerFigure[] = trackerFigures(combat).map((f) => ({ ...f, activated: false }));
    const defeated = readDefeated(combat);
    const living = combat.combatants.contents.filter((c) => !defeated.has(c.id ?? "") && sideKeyOf(c) !== null);
    const livingSides = new Set(living.map(sideKeyOf));
    const sides = [...sideGroups(combat).values()]
      .map(sideRefOfGroup)
      .filter((side): side is SideRef => side !== null && livingSides.has(side.key));
    const plan = await config.rollRound({ combat, round, sides, combatants: living });
    if (plan.announcement) await announce(plan.announcement);
    return this.#drawTies(config, startState(config.style, plan.phases, figures));
  }
}

/** The tracker as a control's sender saw it; compared again in the GM's line before the control runs. */
export function trackerSnapshot(combat: Combat | ShelfWarsCombat): TrackerSnapshot {
  const state = readActivationState(combat as Combat.Implementation);
  return { round: tableRound(combat as Combat.Implementation), phase: state?.phase ?? null, up: state?.up ?? null, active: state?.active ?? null };
}

/** The tracker's chat announcements (a round's order, a tie drawn), with their real Rolls. */
async function announce(announcement: RoundAnnouncement): Promise<void> {
  await postNotice(ORDER_NOTICE, { content: announcement.content, rolls: announcement.rolls, speaker: { alias: game.i18n?.localize("SHELFWARS.Combat.Initiative.Speaker") ?? "" } });
}

/** `{id: value}` for each id: flag maps merge key by key, so concurrent GM writes keep each other's keys. */
function idMap(ids: readonly string[], value: boolean): Record<string, boolean> {
  return Object.fromEntries(ids.map((id) => [id, value]));
}

/** Mirrors the mark on the token when the documents side registered the status effect. */
async function showActivatedStatus(combatant: Combatant.Implementation, active: boolean): Promise<void> {
  // The documents side registers the status at init; until it does, the mark lives on the tracker only.
  const known = isStatusEffectRegistered(ACTIVATED_STATUS);
  const actor = combatant.actor;
  if (!known || !actor) return;
  if (actor.statuses.has(ACTIVATED_STATUS) === active) return;
  await actor.toggleStatusEffect(ACTIVATED_STATUS, { active });
}

/** The tracker's announcements: a round's order, a tie drawn. */
export const ORDER_NOTICE: NoticeKind = { flag: "activationOrder" };
