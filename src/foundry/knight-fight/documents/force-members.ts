import type { KfFigureStats } from "../../../rules/knight-fight/figure";
import { isKfFigureType } from "./actor-types";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import { toKfStats } from "../../../data/knight-fight/figure-source";

/** What a force shows of each member figure. */
export interface KfForceMember {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
  readonly stats: KfFigureStats;
  /** Speed + Combat + Defence, or null while the stored build breaks a rule. */
  readonly cost: number | null;
  readonly danger: number;
  readonly actionPoints: number;
  readonly killed: boolean;
}

/** The figure-actor shape a force reads (the model is the one in figure-model.ts). */
export interface KfFigureActorLike {
  readonly uuid: string;
  readonly name: string;
  readonly img?: string | null;
  readonly type: string;
  readonly system: unknown;
}

/** A loaded figure actor (a compendium index entry has a type but no system data, and is not one). */
export function isKfFigureActor(actor: unknown): actor is KfFigureActorLike {
  if (typeof actor !== "object" || actor === null) return false;
  const { type, system } = actor as { type?: unknown; system?: unknown };
  return isKfFigureType(type) && typeof system === "object" && system !== null;
}

export function forceMemberOf(actor: KfFigureActorLike): KfForceMember {
  const system = actor.system as { _source?: KfFigureSource; cost?: number | null };
  const source = (system._source ?? actor.system) as KfFigureSource;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    stats: toKfStats(source),
    cost: system.cost ?? null,
    danger: source.danger.value,
    actionPoints: source.actionPoints,
    killed: source.killed > 0,
  };
}

/** `fromUuidSync` is typed for literal UUID shapes; stored members are plain strings, checked after. */
export function documentAt(uuid: string): unknown {
  return (fromUuidSync as (uuid: string) => unknown)(uuid);
}

export function membersOf(uuids: readonly string[]): KfForceMember[] {
  return uuids.map(documentAt).filter(isKfFigureActor).map(forceMemberOf);
}
