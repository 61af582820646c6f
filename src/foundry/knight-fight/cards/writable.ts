import type { WritableField } from "../../chat";
import { KF_FIGURE_COUNTERS, KF_FORCE_COUNTERS } from "../../../data/knight-fight/counters";
import { KF_PATHS } from "./paths";

/**
 * Knight Fight cards change a force's dice pool and a figure's danger tokens, action points,
 * wager mark and kill mark, each within the range the rules give it; nothing else.
 */
export const KF_WRITABLE_FIELDS: readonly WritableField[] = [
  { path: KF_PATHS.pool, bounds: () => KF_FORCE_COUNTERS.pool },
  { path: KF_PATHS.danger, bounds: () => KF_FIGURE_COUNTERS["danger.value"] },
  { path: KF_PATHS.actionPoints, bounds: () => KF_FIGURE_COUNTERS.actionPoints },
  { path: KF_PATHS.wagered, bounds: () => KF_FIGURE_COUNTERS.wagered },
  { path: KF_PATHS.killed, bounds: () => KF_FIGURE_COUNTERS.killed },
];

