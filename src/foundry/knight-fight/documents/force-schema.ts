import { KF_DEFAULT_POOL } from "../../../rules/knight-fight/force";
import { sideColourField } from "../../sides/side-colour-field";

export function defineKfForceSchema() {
  const { ArrayField, DocumentUUIDField, HTMLField, NumberField } = foundry.data.fields;
  const whole = (initial: number) => new NumberField({ required: true, nullable: false, integer: true, initial });
  return {
    members: new ArrayField(new DocumentUUIDField({ type: "Actor" }), { required: true, initial: [] }),
    /** The dice the side holds now (DECISIONS: the pool belongs to the side). */
    pool: whole(KF_DEFAULT_POOL),
    /** What the pool started at (the setting when the force was made), for the sheet. */
    startingPool: whole(KF_DEFAULT_POOL),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
    color: sideColourField(),
  };
}
export type KfForceSchema = ReturnType<typeof defineKfForceSchema>;

export interface KfForceSource {
  members: string[];
  pool: number;
  startingPool: number;
  notes: string;
  color: string;
}
