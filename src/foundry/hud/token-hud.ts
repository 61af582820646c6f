import { SYSTEM_ID } from "../shared/constants";
import { templatePath } from "../shared/constants";
import type { HudActionId } from "./hud-decision";
import { HUD_ACTIONS } from "./hud-decision";
import { hudRulesetOf } from "./hud-registry";
import type { HudFigure } from "./hud-ruleset";
import { TOKEN_HUD_TEMPLATE, tokenHudView } from "./hud-view";

/** What is read of core's TokenHUD (https://foundryvtt.com/api/v13/classes/foundry.applications.hud.TokenHUD.html). */
export interface TokenHudLike {
  /** The Token placeable the HUD is bound to (BasePlaceableHUD#object). */
  readonly object?: { readonly document?: TokenDocument.Implementation | null; readonly actor?: Actor.Implementation | null } | null;
  readonly rendered?: boolean;
  render(options?: { force?: boolean }): unknown;
}

/** The figure the HUD is bound to, when its token has an actor. */
export function hudFigureOf(hud: TokenHudLike): HudFigure | null {
  const token = hud.object?.document;
  const actor = hud.object?.actor ?? token?.actor;
  return token && actor ? { actor, token } : null;
}

function isHudAction(id: string | undefined): id is HudActionId {
  return (HUD_ACTIONS as readonly string[]).includes(id ?? "");
}

/**
 * Runs a HUD action for the figure through the entry point its sheet (or the tracker) uses, so
 * the GM's client judges whatever it asks exactly as it judges the sheet's button.
 */
export async function runHudAction(figure: HudFigure, id: HudActionId): Promise<unknown> {
  const run = hudRulesetOf(figure.actor)?.run[id];
  return run ? run(figure) : null;
}

/**
 * renderTokenHUD (https://foundryvtt.com/api/v13/functions/hookEvents.renderApplicationV2.html:
 * (application, element, context, options), element an HTMLElement in v13 and v14): adds the
 * figure's actions at the end of the HUD's left column. Greyed actions stay focusable
 * (aria-disabled, not disabled) so their tooltip and accessible name give the reason.
 */
export async function addTokenHudActions(hud: TokenHudLike, element: HTMLElement): Promise<void> {
  const figure = hudFigureOf(hud);
  const ruleset = figure ? hudRulesetOf(figure.actor) : null;
  if (!figure || !ruleset) return;
  const view = tokenHudView(figure.actor.name ?? "", ruleset.decisions(figure));
  const html = await foundry.applications.handlebars.renderTemplate(templatePath(TOKEN_HUD_TEMPLATE), { ...view });
  // The HUD may have been bound to another token while the template rendered.
  if (hudFigureOf(hud)?.token !== figure.token) return;
  const column = actionsColumnOf(element);
  column.querySelector(".sw-hud")?.remove();
  column.insertAdjacentHTML("beforeend", html);
  for (const button of column.querySelectorAll<HTMLElement>("button[data-sw-hud]")) {
    const id = button.dataset.swHud;
    if (!isHudAction(id)) continue;
    button.addEventListener("click", (event: Event) => {
      event.preventDefault();
      if (button.getAttribute("aria-disabled") === "true") return undefined;
      return runHudAction(figure, id);
    });
  }
}

let reportedLayout = false;

/**
 * Where the actions go: the HUD's left column, as v13 draws it (`.col.left`). v14's HUD markup is
 * not public (docs/research/v14-evidence-2026-12.md §8): a HUD without that column takes the
 * actions at its end, and the console says so once, so a changed layout never hides them silently.
 */
function actionsColumnOf(element: HTMLElement): HTMLElement {
  const column = element.querySelector<HTMLElement>(".col.left");
  if (column) return column;
  if (!reportedLayout) {
    reportedLayout = true;
    console.warn(`${SYSTEM_ID} | the token HUD has no left column (.col.left): the figure's actions are added at the end of the HUD instead`);
  }
  return element;
}

/** The token HUD on the canvas (TokenLayer#hud), when a canvas is drawn. */
function tokenHud(): TokenHudLike | null {
  return (canvas as unknown as { tokens?: { hud?: TokenHudLike | null } } | undefined)?.tokens?.hud ?? null;
}

/**
 * Core does not re-render the HUD when its token's documents change (core issue foundryvtt#8683),
 * so a HUD left open is rendered again when the figure or a combat changes.
 */
export function refreshTokenHud(actor?: { readonly uuid?: string } | null): void {
  const hud = tokenHud();
  if (!hud?.rendered) return;
  const figure = hudFigureOf(hud);
  if (!figure || (actor && actor.uuid !== figure.actor.uuid)) return;
  void hud.render();
}

export function registerTokenHud(): void {
  Hooks.on("renderTokenHUD", (hud, element) => void addTokenHudActions(hud as unknown as TokenHudLike, element as unknown as HTMLElement));
  Hooks.on("updateActor", (actor) => refreshTokenHud(actor));
  Hooks.on("updateCombat", () => refreshTokenHud());
}
