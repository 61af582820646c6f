import { isKfFigureType, isKfForceType } from "../documents/actor-types";
import type { KfForceModel } from "../documents/force-model";

/** Open force sheets show their members' danger and points, and figure sheets their force's name. */
export function registerKfSheetRefresh(): void {
  Hooks.on("updateActor", (actor) => {
    if (!isKfFigureType(actor.type) && !isKfForceType(actor.type)) return;
    for (const other of game.actors ?? []) {
      if (other === actor || !other.sheet?.rendered) continue;
      if (isKfForceType(other.type) && (other.system as unknown as KfForceModel).memberUuids.includes(actor.uuid)) void other.sheet.render();
      if (isKfFigureType(other.type) && isKfForceType(actor.type)) void other.sheet.render();
    }
  });
}
