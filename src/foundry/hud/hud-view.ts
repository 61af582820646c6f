import { LANG_PREFIX } from "../shared/constants";
import { formatCount, keysUnder } from "../shared/i18n";
import type { HudActionId, HudDecision } from "./hud-decision";

export const TOKEN_HUD_TEMPLATE = "hud/token-hud-actions.hbs";

/** Each action's icon (Font Awesome, which core ships). */
const ICONS = {
  wager: "fa-solid fa-dice",
  attack: "fa-solid fa-hand-fist",
  move: "fa-solid fa-shoe-prints",
  protect: "fa-solid fa-shield-halved",
  sing: "fa-solid fa-music",
  endActivation: "fa-solid fa-hourglass-end",
} as const satisfies Record<HudActionId, string>;

const { localize, format } = keysUnder(`${LANG_PREFIX}.Hud`);

/** One control of the HUD's group: a button, or the budget (a number, no action). */
export interface HudControlView {
  readonly id: HudActionId;
  readonly icon: string;
  /** The accessible name and tooltip: the action, or the action and why it is greyed. */
  readonly label: string;
  readonly blocked: boolean;
  /** The budget's number (moves left), shown on the control; absent for a button. */
  readonly budget?: string;
}

export interface TokenHudView {
  readonly groupLabel: string;
  readonly controls: HudControlView[];
}

function controlOf(decision: HudDecision): HudControlView {
  const budget = decision.budget;
  // Action points are counted (one point, two points); inches read as a measure.
  const counted = budget?.unit === "points" ? formatCount(`${LANG_PREFIX}.Hud.Budget.points`, budget.left) : undefined;
  const name = budget ? (counted ?? format(`Budget.${budget.unit}`, { left: budget.left, of: budget.of })) : localize(`Action.${decision.id}`);
  const label = decision.reason ? format("Blocked", { action: name, reason: localize(`Reason.${decision.reason}`) }) : name;
  return { id: decision.id, icon: ICONS[decision.id], label, blocked: decision.reason !== null, ...(budget ? { budget: String(budget.left) } : {}) };
}

/** What templates/hud/token-hud-actions.hbs renders: localised, nothing left to decide. */
export function tokenHudView(figureName: string, decisions: readonly HudDecision[]): TokenHudView {
  return { groupLabel: format("Group", { name: figureName }), controls: decisions.map(controlOf) };
}
