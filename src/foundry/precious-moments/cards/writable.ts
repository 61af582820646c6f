import type { WritableField } from "../../chat";
import { PM_PATHS } from "./names";

/**
 * A song changes one number: the target's current Value, by the Humiliation rolled. It does not
 * go below 0 (0 or less is Heaven either way, DECISIONS "Heaven"), so undo gives back what landed.
 */
export const PM_WRITABLE_FIELDS: readonly WritableField[] = [{ path: PM_PATHS.value, bounds: () => ({ min: 0, max: Number.MAX_SAFE_INTEGER }) }];

