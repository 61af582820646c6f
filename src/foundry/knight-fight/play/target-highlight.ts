import type { Offset } from "../../../rules/common/geometry";
import { AreaHighlight, failureReason } from "../../canvas/area-highlight";
import type { AreaService, AreaSpec } from "../../canvas/area";
import { localiseViolation } from "../documents/violations";
import { kfFormat } from "../documents/labels";

/** The same hexes in any order are the same highlight. */
const hexesKey = (specs: readonly AreaSpec[]): string =>
  specs
    .flatMap((spec) => (spec.kind === "cells" ? spec.offsets.map((h) => `${h.i},${h.j}`) : []))
    .sort()
    .join(";");

/** The legal targets' hexes highlighted on the canvas while the attack dialog is open; the attack goes on if drawing fails. */
export class TargetHighlight {
  readonly #area: AreaHighlight;

  constructor(areas: AreaService) {
    this.#area = new AreaHighlight(areas, (error) => ui.notifications?.warn(kfFormat("Attack.HighlightFailed", { reason: failureReason(error, localiseViolation) })), hexesKey);
  }

  show(hexes: readonly Offset[]): Promise<void> {
    return this.#area.show(hexes.length > 0 ? [{ kind: "cells", offsets: hexes }] : []);
  }

  close(): Promise<void> {
    return this.#area.close();
  }
}
