import { cardScene } from "../../shared/card-scene";
import { RuleViolation } from "../../../rules/common/errors";
import { defineCardKind, type DeriveContext } from "../../chat/card-kinds";
import type { CardOutcome } from "../../chat/card-types";
import { HEALTH_PATH } from "../table/plan";
import { figuresOnScene } from "../table/table-reading";
import type { TableFigure } from "../table/table-figure";
import { AM_CARD_KINDS } from "./kind-names";
import { badInput, idInput, refInput } from "./inputs";
import { actorUuidLookup } from "./outcome";


/** What a Magic Heal card records: the attack card whose crit granted it, and the friend healed. */
export interface HealInputs {
  readonly sceneId: string;
  readonly targetId: string;
  readonly source: { readonly messageId: string; readonly index: number };
}

export function parseHealInputs(raw: Readonly<Record<string, unknown>>): HealInputs {
  const source = refInput(raw, "source");
  if (!source) throw badInput("source");
  return { sceneId: idInput(raw, "sceneId"), targetId: idInput(raw, "targetId"), source };
}

/**
 * The heal comes from the grant the GM's ledger holds for the source card (its amount and its
 * candidates), never from the button or the message that asks for it.
 */
export function deriveHeal(figures: readonly TableFigure[], inputs: HealInputs, context: DeriveContext): CardOutcome {
  const grant = context.grant(inputs.source);
  if (!grant || grant.kind !== "heal-friendly") {
    throw new RuleViolation("AmPlay.Card.NoHeal", "Angry Miniatures card: that Magic Heal was not granted.", {});
  }
  const candidates = grant.data.candidateIds;
  if (!Array.isArray(candidates) || !candidates.includes(inputs.targetId)) {
    throw new RuleViolation("AmPlay.Card.HealTarget", "Angry Miniatures card: that figure may not take this heal.", {});
  }
  const amount = grant.data.amount;
  if (typeof amount !== "number") throw new RuleViolation("AmPlay.Card.NoHeal", "Angry Miniatures card: that Magic Heal was not granted.", {});
  const actingUuid = grant.actingUuids[0];
  if (!actingUuid) throw new RuleViolation("AmPlay.Card.NoHeal", "Angry Miniatures card: that Magic Heal was not granted.", {});
  return {
    actingUuid,
    changes: amount > 0 ? [{ uuid: actorUuidLookup(figures)(inputs.targetId), path: HEALTH_PATH, delta: amount }] : [],
    followUps: [],
    consumes: inputs.source,
  };
}

export const healCardKind = defineCardKind({
  ruleset: "angry-miniatures",
  kind: AM_CARD_KINDS.heal,
  gmOnly: false,
  parse: parseHealInputs,
  snapshot: (inputs) => figuresOnScene(cardScene(inputs.sceneId)),
  derive: (figures, inputs, context) => deriveHeal(figures, inputs, context),
});
