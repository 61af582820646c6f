import { buildFields, cardWritesField, footprintFields, nameField, guardFieldKey } from "../../guard/rule-owned";
import { DEFEATED_STATUS } from "../../guard/statuses";
import type { GuardedField } from "../../ruleset/cards";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { PM_PATHS } from "./names";

/** A Precious Moments figure's build, as `system.` paths: what its cards derive from besides the current Value. */
const PM_BUILD_FIELDS = ["cuteness", "brightness", "piety", "devotion", "startingValue"] as const;

/**
 * What Precious Moments' rules own: a figure's current Value (Heaven and a called game read it; a
 * song lowers it by the Humiliation rolled, never below 0: 0 or less is Heaven either way,
 * DECISIONS "Heaven", so undo gives back what landed), a choir's roster, the apply-once trace of
 * cards on both, and during a game the figure's build (the three stats, devotion, starting Value).
 */
export const PM_FIELDS: readonly GuardedField[] = [
  // A new starting Value moves the current Value with it (figure-source.ts completeChange) while the figure is built.
  {
    path: PM_PATHS.value,
    kind: "state",
    actorTypes: [PM_ACTOR_TYPES.figure],
    label: guardFieldKey("Value"),
    follows: "system.startingValue",
    card: { bounds: () => ({ min: 0, max: Number.MAX_SAFE_INTEGER }) },
  },
  { path: "system.members", kind: "roster", actorTypes: [PM_ACTOR_TYPES.choir], label: guardFieldKey("Choir") },
  cardWritesField([PM_ACTOR_TYPES.figure, PM_ACTOR_TYPES.choir]),
  ...buildFields(PM_BUILD_FIELDS, [PM_ACTOR_TYPES.figure]),
  nameField([PM_ACTOR_TYPES.figure]),
  ...footprintFields([PM_ACTOR_TYPES.figure]),
];

/** Core's defeated mark: the rules set it (Heaven); a player toggling it is caught like a field. */
export const PM_STATUSES_OWNED = { actorTypes: [PM_ACTOR_TYPES.figure], ids: [DEFEATED_STATUS] } as const;
