import { POKER_FACES } from "../../../rules/common/poker";
import { CRIT_IDS } from "../../../rules/angry-miniatures/crits";
import { FLAW_IDS, PERK_IDS } from "../../../rules/angry-miniatures/traits";
import { ATTACK_TYPES, PRESENTATIONS } from "../../../rules/angry-miniatures/types";

/**
 * Stats are whole numbers but carry no min/max here: the range and the sum of 9 are the rules'
 * to check (in the model's `_preUpdate`), so a refusal names the rule instead of failing schema
 * validation with a generic error.
 */
function statField() {
  return new foundry.data.fields.NumberField({ required: true, nullable: false, integer: true, initial: 3 });
}

function idField<const T extends readonly string[]>(ids: T, initial: T[number]) {
  return new foundry.data.fields.StringField({ required: true, blank: false, choices: [...ids], initial });
}

export function defineFigureSchema() {
  const { ArrayField, HTMLField, NumberField, SchemaField, StringField } = foundry.data.fields;
  return {
    mind: statField(),
    body: statField(),
    spirit: statField(),
    attackTypes: new ArrayField(new StringField({ required: true, blank: false, choices: [...ATTACK_TYPES] }), {
      required: true,
      initial: ["melee"],
    }),
    perk: idField(PERK_IDS, "swift"),
    flaw: idField(FLAW_IDS, "unlucky"),
    crit: idField(CRIT_IDS, "dynamic-attacker"),
    critTrigger: new ArrayField(new StringField({ required: true, blank: false, choices: [...POKER_FACES] }), {
      required: true,
      initial: [],
    }),
    presentation: idField(PRESENTATIONS, "androgynous"),
    health: new SchemaField({
      // No schema minimum: `_preUpdate` clamps to 0..max, so an overshooting hit still lands.
      value: new NumberField({ required: true, nullable: false, integer: true, initial: 4 }),
    }),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type FigureSchema = ReturnType<typeof defineFigureSchema>;
