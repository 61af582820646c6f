import type { PmEvent, PmState } from "../../../src/rules/precious-moments/types";

/**
 * A game's result with its final state in the shape the engine gave states when these games were
 * pinned, so the digests recorded then still check the whole state: who acted in the last phase
 * as a list `acted`, in the order they acted (read from the events after the last phase began),
 * where `phaseSerial` now stands, and no `actedInPhase` on the figures.
 */
export function asPinned<R extends { readonly state: PmState; readonly events: readonly PmEvent[] }>(result: R): R {
  const { state, events } = result;
  const acted: string[] = [];
  for (let k = events.findLastIndex((e) => e.type === "phaseStarted") + 1; k < events.length; k++) {
    const e = events[k];
    if (e?.type === "figureMoved" || e?.type === "figurePassed") acted.push(e.figureId);
    else if (e?.type === "aria") acted.push(e.singerId);
  }
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (key === "phaseSerial") shaped.acted = acted;
    else if (key === "figures") shaped.figures = state.figures.map(({ actedInPhase: _acted, ...figure }) => figure);
    else shaped[key] = value;
  }
  return { ...result, state: shaped as unknown as PmState };
}
