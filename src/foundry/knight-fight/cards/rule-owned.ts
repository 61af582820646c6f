import { buildFields, cardWritesField, DEFEATED_STATUS, guardFieldKey, type RuleOwnedField } from "../../guard";
import { KF_ACTOR_TYPES } from "../documents/actor-types";
import { KF_PATHS } from "./paths";
import { KF_BUILD_FIELDS } from "../../../data/knight-fight/figure-source";

const figure = [KF_ACTOR_TYPES.figure];
const force = [KF_ACTOR_TYPES.force];

/**
 * What Knight Fight's rules own (see writable.ts for what its cards may write): a figure's danger,
 * action points, wager mark and kill mark, a force's pool and its roster, the apply-once trace of cards on both, and
 * during a game the figure's build (speed, combat, defence, class).
 */
export const KF_RULE_OWNED_FIELDS: readonly RuleOwnedField[] = [
  { path: KF_PATHS.danger, kind: "state", actorTypes: figure, label: guardFieldKey("Danger") },
  { path: KF_PATHS.actionPoints, kind: "state", actorTypes: figure, label: guardFieldKey("ActionPoints") },
  { path: KF_PATHS.wagered, kind: "state", actorTypes: figure, label: guardFieldKey("Wagered") },
  { path: KF_PATHS.killed, kind: "state", actorTypes: figure, label: guardFieldKey("Killed") },
  { path: KF_PATHS.pool, kind: "state", actorTypes: force, label: guardFieldKey("Pool") },
  { path: "system.members", kind: "roster", actorTypes: force, label: guardFieldKey("Force") },
  cardWritesField([...figure, ...force]),
  ...buildFields(KF_BUILD_FIELDS, figure),
];

/** Core's defeated mark: the rules set it (a kill); a player toggling it is caught like a field. */
export const KF_RULE_OWNED_STATUSES: readonly string[] = [DEFEATED_STATUS];
export const KF_STATUS_ACTOR_TYPES: readonly string[] = figure;
