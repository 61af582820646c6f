import { cardWritesField, DEFEATED_STATUS, guardFieldKey, registerRuleOwnedFields, registerRuleOwnedStatuses, type RuleOwnedField } from "../../guard";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { PM_PATHS } from "./names";

/**
 * What Precious Moments' rules own (see writable.ts for what its cards may write): a figure's
 * current Value (Heaven and a called game read it) and a choir's roster, and the apply-once trace of cards on both.
 */
export const PM_RULE_OWNED_FIELDS: readonly RuleOwnedField[] = [
  // A new starting Value moves the current Value with it (figure-source.ts completeChange) while the figure is built.
  { path: PM_PATHS.value, kind: "state", actorTypes: [PM_ACTOR_TYPES.figure], label: guardFieldKey("Value"), follows: "system.startingValue" },
  { path: "system.members", kind: "roster", actorTypes: [PM_ACTOR_TYPES.choir], label: guardFieldKey("Choir") },
  cardWritesField([PM_ACTOR_TYPES.figure, PM_ACTOR_TYPES.choir]),
];

export function registerPmRuleOwnedFields(): void {
  registerRuleOwnedFields("precious-moments", PM_RULE_OWNED_FIELDS);
  // Core's defeated mark: the rules set it (a kill, Heaven); a player toggling it is caught like a field.
  registerRuleOwnedStatuses("precious-moments", [PM_ACTOR_TYPES.figure], [DEFEATED_STATUS]);
}
