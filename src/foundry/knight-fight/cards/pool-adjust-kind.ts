import { defineCardKind } from "../../chat/card-kinds";
import type { CardOutcome } from "../../chat/card-types";
import { KF_POOL_MAX } from "../../../data/knight-fight/counters";
import { kfForce, type KfForceRef } from "../table/actors";
import { idInput, refused, wholeInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";
import { automationLevel } from "../../settings/registry";
import { GAME_STATE_CHECK, gameInProgress } from "../../guard/judge";
import { guardFieldKey } from "../../guard/rule-owned";
import { reportFindings } from "../../guard/report";

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

const POOL_FIELD = { path: KF_PATHS.pool, kind: "state", actorTypes: [], label: guardFieldKey("Pool") } as const;

/**
 * While a game runs a force's pool is game state: a by-hand adjustment is a GM's to apply at
 * enforce of the game state check (its owner sets the pool up freely while no game runs). At warn
 * the owner's adjustment lands and the GMs are told.
 */
async function checkPoolApplier(raw: Readonly<Record<string, unknown>>, requester: User.Implementation): Promise<void> {
  const level = automationLevel("knight-fight", GAME_STATE_CHECK);
  if (!gameInProgress() || level === "off") return;
  const inputs = parsePoolAdjustInputs(raw);
  const force = await kfForce(inputs.forceUuid);
  if (level === "enforce") throw refused("PoolByGmInGame", `while a game runs only a GM adjusts ${force.name}'s pool by hand.`, { force: force.name });
  const before = force.source.pool;
  await reportFindings("warn", requester, force.name, [{ field: POOL_FIELD, before, after: before + inputs.delta, foreign: [] }]);
}

export const poolAdjustCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.poolAdjust,
  gmOnly: false,
  checkApplier: checkPoolApplier,
  parse: parsePoolAdjustInputs,
  snapshot: (inputs) => kfForce(inputs.forceUuid),
  derive: (force, inputs) => derivePoolAdjust(force, inputs),
});
