/**
 * Stats and counters are whole numbers with no min/max here: the ranges are the rules' to check
 * (in the model's `_preUpdate`), so a refusal names the rule instead of failing schema
 * validation with a generic error, and the class is checked the same way.
 */
function wholeField(initial: number) {
  return new foundry.data.fields.NumberField({ required: true, nullable: false, integer: true, initial });
}

export function defineKfFigureSchema() {
  const { HTMLField, SchemaField, StringField } = foundry.data.fields;
  return {
    speed: wholeField(3),
    combat: wholeField(3),
    defence: wholeField(3),
    cls: new StringField({ required: true, blank: false, initial: "fighter" }),
    danger: new SchemaField({ value: wholeField(0) }),
    actionPoints: wholeField(0),
    wagered: wholeField(0),
    killed: wholeField(0),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type KfFigureSchema = ReturnType<typeof defineKfFigureSchema>;
