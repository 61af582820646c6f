import { AM_ACTOR_TYPES } from "./actor-types";

/** What a team shows of each member figure. */
export interface TeamMember {
  uuid: string;
  name: string;
  img: string;
  health: { value: number; max: number };
  speed: number | null;
  defeated: boolean;
  /** The stored build breaks a rule, so derived values are missing. */
  invalid: boolean;
}

export interface TeamTotals {
  figures: number;
  standing: number;
  health: { value: number; max: number };
}

/** The figure-actor shape a team reads; the model is the one in figure-model.ts. */
interface FigureActorLike {
  uuid: string;
  name: string;
  img?: string | null;
  type: string;
  system: unknown;
}

interface FigureSystemLike {
  health: { value: number; max: number };
  derived: { speed: number } | null;
}

export function isFigureActor(actor: unknown): actor is FigureActorLike {
  return typeof actor === "object" && actor !== null && (actor as { type?: unknown }).type === AM_ACTOR_TYPES.figure;
}

export function teamMemberOf(actor: FigureActorLike): TeamMember {
  const system = actor.system as FigureSystemLike;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    health: { value: system.health.value, max: system.health.max },
    speed: system.derived?.speed ?? null,
    defeated: system.health.value <= 0,
    invalid: system.derived === null,
  };
}

export function teamTotals(members: readonly TeamMember[]): TeamTotals {
  return {
    figures: members.length,
    standing: members.filter((m) => !m.defeated).length,
    health: {
      value: members.reduce((sum, m) => sum + m.health.value, 0),
      max: members.reduce((sum, m) => sum + m.health.max, 0),
    },
  };
}
