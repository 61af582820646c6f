import { endActivationUpkeep, startActivationUpkeep } from "../../../rules/angry-miniatures/activation-upkeep";
import { defineCardKind, type CardKind } from "../../chat/card-kinds";
import type { CardOutcome } from "../../chat/card-types";
import { HEALTH_PATH, statusPath } from "../table/plan";
import { AM_STATUSES } from "../../../rules/angry-miniatures/crits";
import type { AmStatuses } from "../../../rules/angry-miniatures/game-types";
import { figureHealthOf, figureSourceOf, statusesOf } from "../table/scene-figures";
import { idInput } from "./inputs";
import { AM_CARD_KINDS } from "./kind-names";
import { RuleViolation } from "../../../rules/common/errors";

export const UPKEEP_KINDS = { start: AM_CARD_KINDS.upkeepStart, end: AM_CARD_KINDS.upkeepEnd } as const;
export type UpkeepPhase = keyof typeof UPKEEP_KINDS;

export interface UpkeepFigure {
  readonly health: number;
  readonly statuses: AmStatuses;
}

/** The changes activation upkeep makes to a figure, from the pure upkeep rules. */
export function deriveUpkeep(phase: UpkeepPhase, actorUuid: string, figure: UpkeepFigure): CardOutcome & { notes: ReturnType<typeof startActivationUpkeep>["notes"]; statusesAfter: AmStatuses } {
  const state = { ...figure, defeated: figure.health <= 0 };
  const upkeep = phase === "start" ? startActivationUpkeep(state, { hold: true }) : endActivationUpkeep(state, { hold: true });
  const damage = phase === "start" ? (upkeep as ReturnType<typeof startActivationUpkeep>).damage : 0;
  const changes = [
    ...(damage > 0 ? [{ uuid: actorUuid, path: HEALTH_PATH, delta: -damage }] : []),
    ...AM_STATUSES.map((status) => ({ uuid: actorUuid, path: statusPath(status), delta: (upkeep.statusesAfter[status] ?? 0) - (figure.statuses[status] ?? 0) })).filter(
      (change) => change.delta !== 0,
    ),
  ];
  return { actingUuid: actorUuid, changes, followUps: [], notes: upkeep.notes, statusesAfter: upkeep.statusesAfter };
}

async function figureOf(actorUuid: string): Promise<UpkeepFigure> {
  const actor = (await fromUuid(actorUuid as Parameters<typeof fromUuid>[0])) as Actor.Implementation | null;
  const source = actor ? figureSourceOf(actor) : undefined;
  if (!actor || !source) throw new RuleViolation("AmPlay.Card.NoFigure", "Angry Miniatures card: the figure is gone.", { id: actorUuid });
  return { health: figureHealthOf(actor), statuses: statusesOf(actor) };
}

/** Upkeep cards are posted by the active GM's client only, from the figure as it stands. */
function upkeepKind(phase: UpkeepPhase): CardKind {
  return defineCardKind({
    ruleset: "angry-miniatures",
    kind: UPKEEP_KINDS[phase],
    gmOnly: true,
    parse: (raw) => ({ actorUuid: idInput(raw, "actorUuid") }),
    snapshot: (inputs) => figureOf(inputs.actorUuid),
    derive: (figure, inputs) => deriveUpkeep(phase, inputs.actorUuid, figure),
  });
}

export const upkeepCardKinds: readonly CardKind[] = [upkeepKind("start"), upkeepKind("end")];
