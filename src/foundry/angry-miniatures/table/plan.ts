import type { AmStatus } from "../../../rules/angry-miniatures/crits";
import { SYSTEM_ID } from "../../shared/constants";

/** Where a figure's Health and crit statuses live on its actor (flat update paths). */
export const HEALTH_PATH = "system.health.value";
export const statusPath = (status: AmStatus): string => `flags.${SYSTEM_ID}.statuses.${status}`;
/** Marks a placer's Tactical Genius put on the figure; 0 once they are used (keys are never deleted). */
export const markedByPath = (placerId: string): string => `flags.${SYSTEM_ID}.markedBy.${placerId}`;
