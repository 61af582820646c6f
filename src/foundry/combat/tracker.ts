import { templatePath } from "../shared/constants";
import { hideMenuEntries } from "../compat/tracker-menu";
import { activationConfigOf, ShelfWarsCombat } from "./combat-document";
import { requestActivation, requestEndActivation } from "./request-client";
import { trackerBanner, turnActivationContext } from "./turn-context";
import { runBannerExtra } from "./banner-extras";

export const TRACKER_TEMPLATES = {
  banner: "combat/tracker-banner.hbs",
  controls: "combat/turn-controls.hbs",
} as const;

const { CombatTracker } = foundry.applications.sidebar.tabs;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/** Core's parts in core's order, with the banner right after the header (kept even if core adds parts). */
function partsWithBanner(core: Record<string, TemplatePart | undefined>): Record<string, TemplatePart> {
  const banner: TemplatePart = { template: templatePath(TRACKER_TEMPLATES.banner) };
  const parts: Record<string, TemplatePart> = {};
  for (const [id, part] of Object.entries(core)) {
    if (!part) continue;
    parts[id] = part;
    if (id === "header") parts.swBanner = banner;
  }
  parts.swBanner ??= banner;
  return parts;
}

function viewedShelfWarsCombat(tracker: CombatTracker): ShelfWarsCombat | null {
  const combat = tracker.viewed;
  return combat instanceof ShelfWarsCombat ? combat : null;
}

/** The viewed combat when it runs by activations (sides roll, figures do not). */
function viewedActivationCombat(tracker: CombatTracker): ShelfWarsCombat | null {
  const combat = viewedShelfWarsCombat(tracker);
  return combat && activationConfigOf(combat as Combat.Implementation) ? combat : null;
}

/** Core's d20 initiative controls: per combatant, and roll all / roll NPCs in the header. */
export const CORE_INITIATIVE_CONTROLS = ['[data-action="rollInitiative"]', '[data-action="rollAll"]', '[data-action="rollNPC"]'] as const;
/** Core's combatant context menu entries that clear or reroll a figure's d20 initiative. */
export const CORE_INITIATIVE_ENTRIES = ["COMBAT.CombatantClear", "COMBAT.CombatantReroll"] as const;

function combatantIdOf(target: HTMLElement): string | null {
  return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? null;
}

/**
 * The sidebar tracker with the activation banner (round, side up, who is activating) and, on
 * each combatant, its side, its activated mark and the Activate / End activation controls.
 */
export class ShelfWarsCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      swActivate: ShelfWarsCombatTracker.#onActivate,
      swEndActivation: ShelfWarsCombatTracker.#onEndActivation,
      swToggleMark: ShelfWarsCombatTracker.#onToggleMark,
      swPassTurn: ShelfWarsCombatTracker.#onPassTurn,
      swRulesetAction: ShelfWarsCombatTracker.#onRulesetAction,
    },
  };

  static override PARTS = partsWithBanner(CombatTracker.PARTS);

  override async _preparePartContext(partId: string, context: CombatTracker.RenderContext, options: CombatTracker.RenderOptions) {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId !== "swBanner") return prepared;
    const combat = viewedShelfWarsCombat(this);
    const user = game.user;
    return { ...prepared, swBanner: combat && user ? trackerBanner(combat, user) : null };
  }

  // Core's own parameter types: spelt as CombatTracker.RenderContext, the override is compared with
  // the deeply partial context core's _onRender takes, over a million type instantiations.
  override async _onRender(...args: Parameters<CombatTracker["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    const combat = viewedShelfWarsCombat(this);
    const user = game.user;
    if (!combat || !user) return;
    if (viewedActivationCombat(this)) for (const control of this.element.querySelectorAll(CORE_INITIATIVE_CONTROLS.join(", "))) control.remove();
    for (const row of this.element.querySelectorAll<HTMLElement>("li[data-combatant-id]")) {
      const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
      const turn = combatant ? turnActivationContext(combat, combatant as Combatant.Implementation, user) : null;
      row.querySelector(".sw-activation")?.remove();
      if (!turn) continue;
      row.classList.toggle("sw-activated", turn.activated);
      row.classList.toggle("sw-activating", turn.activating);
      row.classList.toggle("sw-defeated", turn.defeated);
      const html = await foundry.applications.handlebars.renderTemplate(templatePath(TRACKER_TEMPLATES.controls), { ...turn, name: combatant?.name ?? "" });
      row.insertAdjacentHTML("beforeend", html);
    }
  }

  /** Core's entries stay, but the d20 initiative ones hide while an activation combat is viewed. */
  override _getEntryContextOptions() {
    return hideMenuEntries(super._getEntryContextOptions(), CORE_INITIATIVE_ENTRIES, () => Boolean(viewedActivationCombat(this)));
  }

  static async #onActivate(this: ShelfWarsCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedShelfWarsCombat(this);
    const id = combatantIdOf(target);
    if (combat?.id && id) await requestActivation(combat.id, id);
  }

  static async #onEndActivation(this: ShelfWarsCombatTracker): Promise<void> {
    const combat = viewedShelfWarsCombat(this);
    const active = combat?.activationState?.active;
    if (combat?.id && active) await requestEndActivation(combat.id, active);
  }

  static async #onToggleMark(this: ShelfWarsCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedShelfWarsCombat(this);
    const id = combatantIdOf(target);
    if (!combat || !id || !game.user?.isGM) return;
    const marked = target.dataset.marked === "true";
    await combat.setMarked(id, !marked);
  }

  static async #onRulesetAction(this: ShelfWarsCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedShelfWarsCombat(this);
    const config = combat ? activationConfigOf(combat as Combat.Implementation) : null;
    const id = target.dataset.swAction;
    if (!combat || !id || (await runBannerExtra(combat as Combat.Implementation, id))) return;
    if (config?.runTrackerAction) await config.runTrackerAction(combat as Combat.Implementation, id);
  }

  static async #onPassTurn(this: ShelfWarsCombatTracker): Promise<void> {
    const combat = viewedShelfWarsCombat(this);
    if (combat && game.user?.isGM) await combat.passTurn();
  }
}
