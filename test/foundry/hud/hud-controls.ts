import type { StandInElement } from "../../foundry-stand-in/dom";
import { openTokenHud, type StandInTokenDocumentLike } from "../../foundry-stand-in/parts/token-hud";

/** One control the HUD shows: its action, whether it is greyed, and its tooltip (the reason when greyed). */
export interface ShownControl {
  id: string;
  blocked: boolean;
  tooltip: string;
  budget?: string;
}

function shown(element: StandInElement): ShownControl {
  const budget = element.querySelector(".sw-hud__count")?.textContent;
  return {
    id: element.dataset.swHud ?? "",
    blocked: element.getAttribute("aria-disabled") === "true" || element.classList.contains("is-blocked"),
    tooltip: element.getAttribute("data-tooltip") ?? "",
    ...(budget === undefined ? {} : { budget }),
  };
}

/** The user opens the token's HUD; once the adapter's render hook has run, what its left column shows. */
export async function showHud(token: StandInTokenDocumentLike, settle: () => Promise<void>): Promise<ShownControl[]> {
  const hud = await openTokenHud(token);
  await settle();
  const left = hud.element?.querySelector(".col.left");
  if (!left) throw new Error("the HUD has no left column");
  return left.querySelectorAll("[data-sw-hud]").map(shown);
}

/** The controls by action id. */
export function byId(controls: readonly ShownControl[]): Record<string, ShownControl> {
  return Object.fromEntries(controls.map((c) => [c.id, c]));
}

/** Which actions are allowed now, in the order shown. */
export const allowed = (controls: readonly ShownControl[]): string[] => controls.filter((c) => !c.blocked).map((c) => c.id);

/** A hostile client: it takes the greyed mark off a button, as any script in the page can. */
export function forgeEnabled(hudElement: StandInElement | null, id: string): void {
  const button = hudElement?.querySelector(`button[data-sw-hud="${id}"]`);
  if (!button) throw new Error(`the HUD shows no ${id} button`);
  button.removeAttribute("aria-disabled");
  button.classList.toggle("is-blocked", false);
}
