import type { AmStatus } from "../../../rules/angry-miniatures/crits";
import { SYSTEM_ID } from "../../constants";

/** Where a figure's Health and crit statuses live on its actor (flat update paths). */
export const HEALTH_PATH = "system.health.value";
export const statusPath = (status: AmStatus): string => `flags.${SYSTEM_ID}.statuses.${status}`;
