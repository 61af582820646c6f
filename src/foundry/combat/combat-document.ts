import { SYSTEM_ID } from "../constants";
import { activationConfigFor, rulesetOfActorTypes, type ActivationConfig, type SideRef } from "./activation-config";
import { advance, startState, unitUp, type ActivationState, type TrackerFigure } from "../../rules/common/activation";
import { isMarkedActivated, readActivationState } from "./flags";
import { sideGroups, sideKeyOf, sideRefOfGroup, syncSideGroups, trackerFigures } from "./groups";
import { requestEndActivation } from "./request-client";

export const ACTIVATED_STATUS = `${SYSTEM_ID}-activated`;

/** The combat's ruleset config; null when no ruleset config applies (core behaviour then). */
export function activationConfigOf(combat: Combat.Implementation): ActivationConfig | null {
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
 * the activating figure (null between activations, so core hooks such as `combatTurnChange`
 * still report each activation). Combats without a Shelf Wars ruleset keep core behaviour.
 */
export class ShelfWarsCombat<SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  get activationState(): ActivationState | null {
    return readActivationState(this);
  }

  /** The side up now (alternate-sides), from its CombatantGroup. */
  get sideUp(): SideRef | null {
    const state = this.activationState;
    if (!state || state.style !== "alternate-sides") return null;
    const key = unitUp(state);
    const group = key === null ? undefined : sideGroups(this as Combat.Implementation).get(key);
    return group ? sideRefOfGroup(group) : null;
  }

  override async startCombat(): Promise<this> {
    if (refuseMixed(this as Combat.Implementation)) return this;
    const config = activationConfigOf(this as Combat.Implementation);
    if (!config) return super.startCombat();
    await syncSideGroups(this as Combat.Implementation, config);
    await this.#clearMarks();
    const state = await this.#rollRound(config, 1);
    await this.update({ round: 1, turn: null, flags: { "shelf-wars": { activation: state } } });
    await config.onRoundStart?.(this as Combat.Implementation, 1);
    return this;
  }

  override async nextRound(): Promise<this> {
    const config = activationConfigOf(this as Combat.Implementation);
    if (!config || !this.started) return super.nextRound();
    await this.#clearMarks();
    const round = this.round + 1;
    const state = await this.#rollRound(config, round);
    await this.update({ round, turn: null, flags: { "shelf-wars": { activation: state } } });
    await config.onRoundStart?.(this as Combat.Implementation, round);
    return this;
  }

  /**
   * Core's "next turn" control (players see it as "end turn" on their own activating figure):
   * ends the running activation, or (GM) passes the side up. A player's click goes to the GM.
   */
  override async nextTurn(): Promise<this> {
    const state = this.activationState;
    if (!activationConfigOf(this as Combat.Implementation) || !state) return super.nextTurn();
    if (!game.user?.isGM) {
      if (state.active) await requestEndActivation(this.id ?? "", state.active);
      return this;
    }
    if (state.active) await this.endActivation();
    else await this.passTurn();
    return this;
  }

  /** Core's "previous turn" control: the GM calls off the running activation, leaving it unmarked. */
  override async previousTurn(): Promise<this> {
    const state = this.activationState;
    if (!activationConfigOf(this as Combat.Implementation) || !state) return super.previousTurn();
    if (state.active) await this.update({ turn: null, flags: { "shelf-wars": { activation: { ...state, active: null } } } });
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
    await this.update({ turn: turn >= 0 ? turn : null, flags: { "shelf-wars": { activation: next } } });
  }

  /** Marks the activating figure and passes to the next side (or phase, or round). */
  async endActivation(): Promise<void> {
    const state = this.activationState;
    const config = activationConfigOf(this as Combat.Implementation);
    if (!state?.active || !config) return;
    const combatant = this.combatants.get(state.active);
    if (combatant) {
      await this.setMarked(state.active, true);
      await config.onActivationEnd?.(this as Combat.Implementation, combatant as Combatant.Implementation);
    }
    await this.#advanceFrom({ ...state, active: null });
  }

  /** The side up gives up its turn (GM): any running activation stops unmarked. */
  async passTurn(): Promise<void> {
    const state = this.activationState;
    if (!state) return;
    await this.#advanceFrom({ ...state, active: null });
  }

  /** Sets or clears a figure's activated mark (and its token status, when the status exists). */
  async setMarked(combatantId: string, activated: boolean): Promise<void> {
    const combatant = this.combatants.get(combatantId);
    if (!combatant) return;
    await this.updateEmbeddedDocuments("Combatant", [{ _id: combatantId, flags: { "shelf-wars": { activated } } }]);
    await showActivatedStatus(combatant as Combatant.Implementation, activated);
  }

  async #advanceFrom(state: ActivationState): Promise<void> {
    const figures = trackerFigures(this as Combat.Implementation);
    const step = advance(state, figures);
    if (step.kind === "round-over") {
      await this.nextRound();
      return;
    }
    if (step.kind === "next-phase") await this.#clearMarks();
    await this.update({ turn: null, flags: { "shelf-wars": { activation: step.state } } });
  }

  async #clearMarks(): Promise<void> {
    const marked = this.combatants.contents.filter((c) => c.id !== null && isMarkedActivated(c));
    if (marked.length === 0) return;
    await this.updateEmbeddedDocuments(
      "Combatant",
      marked.map((c) => ({ _id: c.id ?? "", flags: { "shelf-wars": { activated: false } } })),
    );
    for (const combatant of marked) await showActivatedStatus(combatant as Combatant.Implementation, false);
  }

  async #rollRound(config: ActivationConfig, round: number): Promise<ActivationState> {
    const combat = this as Combat.Implementation;
    const figures: TrackerFigure[] = trackerFigures(combat).map((f) => ({ ...f, activated: false }));
    const living = combat.combatants.contents.filter((c) => !c.isDefeated && sideKeyOf(c) !== null);
    const livingSides = new Set(living.map(sideKeyOf));
    const sides = [...sideGroups(combat).values()]
      .map(sideRefOfGroup)
      .filter((side): side is SideRef => side !== null && livingSides.has(side.key));
    const plan = await config.rollRound({ combat, round, sides, combatants: living });
    if (plan.announcement) {
      await ChatMessage.implementation.create({
        content: plan.announcement.content,
        rolls: [...plan.announcement.rolls],
        speaker: { alias: game.i18n?.localize("SHELFWARS.Combat.Initiative.Speaker") ?? "" },
      } as ChatMessage.CreateData);
    }
    return startState(config.style, plan.phases, figures);
  }
}

/** Mirrors the mark on the token when the documents side registered the status effect. */
async function showActivatedStatus(combatant: Combatant.Implementation, active: boolean): Promise<void> {
  // The documents side registers the status at init; until it does, the mark lives on the tracker only.
  const effects: readonly { id?: string }[] = CONFIG.statusEffects ?? [];
  const known = effects.some((effect) => effect.id === ACTIVATED_STATUS);
  const actor = combatant.actor;
  if (!known || !actor) return;
  if (actor.statuses.has(ACTIVATED_STATUS) === active) return;
  await actor.toggleStatusEffect(ACTIVATED_STATUS, { active });
}
