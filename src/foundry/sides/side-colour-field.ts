import { SIDE_PALETTE } from "../../data/side-colours";

/**
 * A side's colour (core's ColorField, "#rrggbb"): the ring its figures' tokens wear. A side made
 * without one takes a palette colour no other side of its type has (side-defaults.ts).
 */
export function sideColourField() {
  const { ColorField } = foundry.data.fields;
  return new ColorField({ required: true, nullable: false, initial: SIDE_PALETTE[0] });
}
