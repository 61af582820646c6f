import { isKfFigureType, isKfForceType } from "../documents/actor-types";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import type { KfForceSource } from "../documents/force-schema";
import { forceOfFigure } from "../documents/force-of";
import { refused } from "./refused";

export interface KfFigureRef {
  readonly actor: Actor.Implementation;
  readonly uuid: string;
  readonly name: string;
  readonly source: KfFigureSource;
}

export interface KfForceRef {
  readonly actor: Actor.Implementation;
  readonly uuid: string;
  readonly name: string;
  readonly source: KfForceSource;
}

async function actorAt(uuid: string): Promise<Actor.Implementation | null> {
  const found = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as unknown;
  return found && (found as { documentName?: string }).documentName === "Actor" ? (found as Actor.Implementation) : null;
}

function systemSource<T>(actor: Actor.Implementation): T {
  const system = actor.system as unknown as { _source?: T };
  return (system._source ?? actor.system) as T;
}

/** A Knight Fight figure as it stands now, or a refusal naming what is missing. */
export async function kfFigure(uuid: string): Promise<KfFigureRef> {
  return figureRefOf(await actorAt(uuid), uuid);
}

/** The same from an actor already in hand (a token's), for the hooks that cannot wait. */
export function figureRefOf(actor: Actor.Implementation | null, uuid: string = actor?.uuid ?? ""): KfFigureRef {
  if (!actor || !isKfFigureType(actor.type)) throw refused("NoFigure", "that figure no longer exists (or is not a Knight Fight figure).", { uuid });
  return { actor, uuid: actor.uuid, name: actor.name ?? uuid, source: systemSource<KfFigureSource>(actor) };
}

export async function kfForce(uuid: string): Promise<KfForceRef> {
  const actor = await actorAt(uuid);
  if (!actor || !isKfForceType(actor.type)) throw refused("NoForce", "that force no longer exists (or is not a Knight Fight force).", { uuid });
  return forceRef(actor);
}

function forceRef(actor: Actor.Implementation): KfForceRef {
  return { actor, uuid: actor.uuid, name: actor.name ?? actor.uuid, source: systemSource<KfForceSource>(actor) };
}

/** The force a figure fights for; a figure in no force has no pool to play from. */
export function forceOf(figure: KfFigureRef): KfForceRef {
  const force = forceOfFigure(figure.uuid);
  if (!force) throw refused("NoForceForFigure", `${figure.name} belongs to no force.`, { name: figure.name });
  return forceRef(force);
}

/** The force a figure fights for, or null (a figure killed or set up outside any force still ends its activation). */
export function forceOfOrNull(figure: KfFigureRef): KfForceRef | null {
  const force = forceOfFigure(figure.uuid);
  return force ? forceRef(force) : null;
}
