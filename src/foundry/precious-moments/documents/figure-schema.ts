/**
 * The schema only says what shape each value has. The stats' ranges, whole numbers and the
 * Value rules are the rules' to check (in the model's `_preCreate` / `_preUpdate`, naming the
 * rule): a `min`/`max`/`integer` here would make Foundry refuse to load a stored figure that
 * breaks one (typed by hand, imported), dropping it from the world instead of showing the broken
 * rule on its sheet. Values are nullable for the same reason.
 */
function numberField(initial: number) {
  return new foundry.data.fields.NumberField({ required: true, nullable: true, initial });
}

export function definePmFigureSchema() {
  const { HTMLField, SchemaField } = foundry.data.fields;
  return {
    cuteness: numberField(5),
    brightness: numberField(5),
    piety: numberField(0),
    /** The Piety helper: spiritual items and activities the figure shows (2 Piety each, at most 8). */
    devotion: new SchemaField({
      items: numberField(0),
      activities: numberField(0),
    }),
    /** What the figure cost, in whole dollars. */
    startingValue: numberField(10),
    /** The current Value: the figure's hit pool; 0 or less means it has gone to Heaven. */
    value: numberField(10),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type PmFigureSchema = ReturnType<typeof definePmFigureSchema>;
