import type { ActivationState } from "../../rules/common/activation";
import type { ShelfWarsCombat } from "./combat-document";

/** Types the tracker's flags and its Combat class for the compiler (see flags.ts). */
declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Combat: { "shelf-wars": { activation?: ActivationState | null; marked?: Record<string, boolean>; defeated?: Record<string, boolean>; result?: string | null } };
    CombatantGroup: { "shelf-wars": { side?: string } };
  }
  interface DocumentClassConfig {
    Combat: typeof ShelfWarsCombat<Combat.SubType>;
  }
}
