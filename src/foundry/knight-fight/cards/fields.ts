import { buildFields, cardWritesField, footprintFields, nameField, guardFieldKey } from "../../guard/rule-owned";
import { DEFEATED_STATUS } from "../../guard/statuses";
import type { GuardedField } from "../../ruleset/cards";
import { KF_ACTOR_TYPES } from "../documents/actor-types";
import { KF_PATHS } from "./paths";
import { KF_BUILD_FIELDS } from "../../../data/knight-fight/figure-source";
import { KF_FIGURE_COUNTERS, KF_FORCE_COUNTERS } from "../../../data/knight-fight/counters";

const figure = [KF_ACTOR_TYPES.figure];
const force = [KF_ACTOR_TYPES.force];

/**
 * What Knight Fight's rules own: a figure's danger, action points, wager mark and kill mark, a
 * force's pool (cards change each within the range the rules give it), a force's roster, the
 * apply-once trace of cards on both, and during a game the figure's build (speed, combat,
 * defence, class).
 */
export const KF_FIELDS: readonly GuardedField[] = [
  { path: KF_PATHS.danger, kind: "state", actorTypes: figure, label: guardFieldKey("Danger"), card: { bounds: () => KF_FIGURE_COUNTERS["danger.value"] } },
  { path: KF_PATHS.actionPoints, kind: "state", actorTypes: figure, label: guardFieldKey("ActionPoints"), card: { bounds: () => KF_FIGURE_COUNTERS.actionPoints } },
  { path: KF_PATHS.wagered, kind: "state", actorTypes: figure, label: guardFieldKey("Wagered"), card: { bounds: () => KF_FIGURE_COUNTERS.wagered } },
  { path: KF_PATHS.killed, kind: "state", actorTypes: figure, label: guardFieldKey("Killed"), card: { bounds: () => KF_FIGURE_COUNTERS.killed } },
  { path: KF_PATHS.pool, kind: "state", actorTypes: force, label: guardFieldKey("Pool"), card: { bounds: () => KF_FORCE_COUNTERS.pool } },
  { path: "system.members", kind: "roster", actorTypes: force, label: guardFieldKey("Force") },
  cardWritesField([...figure, ...force]),
  ...buildFields(KF_BUILD_FIELDS, figure),
  nameField(figure),
  ...footprintFields(figure),
];

/** Core's defeated mark: the rules set it (a kill); a player toggling it is caught like a field. */
export const KF_STATUSES_OWNED = { actorTypes: figure, ids: [DEFEATED_STATUS] } as const;
