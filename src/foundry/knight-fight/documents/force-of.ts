import { isKfForceType } from "./actor-types";
import type { KfForceSource } from "./force-schema";

interface ActorLike {
  readonly uuid: string;
  readonly type: string;
  readonly system: unknown;
}

function sourceOf(actor: ActorLike): KfForceSource {
  const system = actor.system as { _source?: KfForceSource };
  return (system._source ?? actor.system) as KfForceSource;
}

/**
 * The world force a figure fights for: the first Knight Fight force listing the figure's actor.
 * A figure belongs to one force (the force sheet refuses a second); a figure in none has no
 * pool to wager from.
 */
export function forceOfFigure(figureUuid: string): Actor.Implementation | null {
  const actors = (game.actors?.contents ?? []) as unknown as (ActorLike & Actor.Implementation)[];
  return actors.find((actor) => isKfForceType(actor.type) && sourceOf(actor).members.includes(figureUuid)) ?? null;
}

export function forcePool(force: ActorLike): number {
  return sourceOf(force).pool;
}
