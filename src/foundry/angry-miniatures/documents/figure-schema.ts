/**
 * The schema only says what shape each value has. Which perk, flaw, crit, trigger face, attack
 * type or presentation is known, the stats' range and their sum of 9 are the rules' to check (in
 * the model's `_preCreate` / `_preUpdate`, naming the rule). A `choices` list here would make
 * Foundry refuse to load a stored figure whose choice was renamed, typed by hand or imported:
 * the world would drop it (DocumentCollection#invalidDocumentIds) instead of showing it as
 * illegal on its sheet, where it can be fixed. Values are nullable for the same reason.
 */
function statField() {
  return new foundry.data.fields.NumberField({ required: true, nullable: true, initial: 3 });
}

function idField(initial: string) {
  return new foundry.data.fields.StringField({ required: true, nullable: true, blank: true, initial });
}

function idListField(initial: string[]) {
  const { ArrayField, StringField } = foundry.data.fields;
  return new ArrayField(new StringField({ required: true, nullable: true, blank: true }), { required: true, initial });
}

export function defineFigureSchema() {
  const { HTMLField, NumberField, SchemaField } = foundry.data.fields;
  return {
    mind: statField(),
    body: statField(),
    spirit: statField(),
    attackTypes: idListField(["melee"]),
    perk: idField("swift"),
    flaw: idField("unlucky"),
    crit: idField("dynamic-attacker"),
    /** Empty means "the crit's default trigger". */
    critTrigger: idListField([]),
    presentation: idField("androgynous"),
    health: new SchemaField({
      // No minimum or integer rule here: `_preUpdate` refuses a value that is not a whole number
      // naming the rule and clamps to 0..max, so an overshooting hit still lands.
      value: new NumberField({ required: true, nullable: true, initial: 4 }),
    }),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type AmFigureSchema = ReturnType<typeof defineFigureSchema>;
