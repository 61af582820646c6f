import { defineCardKind } from "../../chat/card-kinds";
import type { CardOutcome } from "../../chat/card-types";
import { KF_POOL_MAX } from "../../../data/knight-fight/counters";
import { kfForce, type KfForceRef } from "../table/actors";
import { idInput, refused, wholeInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";

/** What a by-hand pool adjustment records: which force, and by how many dice. */
export interface PoolAdjustInputs {
  readonly forceUuid: string;
  readonly delta: number;
}

export function parsePoolAdjustInputs(raw: Readonly<Record<string, unknown>>): PoolAdjustInputs {
  const delta = wholeInput(raw, "delta", -KF_POOL_MAX, KF_POOL_MAX);
  if (delta === 0) throw refused("NothingToAdjust", "an adjustment of 0 dice changes nothing.");
  return { forceUuid: idInput(raw, "forceUuid"), delta };
}

/** The force's owner adds or takes dice by hand; the force itself acts, so only its owner (or a GM) applies it. */
export function derivePoolAdjust(force: KfForceRef, inputs: PoolAdjustInputs): CardOutcome {
  return { actingUuid: force.uuid, changes: [{ uuid: force.uuid, path: KF_PATHS.pool, delta: inputs.delta }], followUps: [] };
}

export const poolAdjustCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.poolAdjust,
  gmOnly: false,
  parse: parsePoolAdjustInputs,
  snapshot: (inputs) => kfForce(inputs.forceUuid),
  derive: (force, inputs) => derivePoolAdjust(force, inputs),
});
