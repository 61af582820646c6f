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
  /** The roster names an actor that is gone (deleted, or a compendium entry never imported). */
  missing: boolean;
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

/**
 * A loaded figure actor. A compendium index entry has a type but no system data, so it is not
 * one: `fromUuidSync` returns such entries for packs whose documents are not loaded.
 */
export function isFigureActor(actor: unknown): actor is FigureActorLike {
  if (typeof actor !== "object" || actor === null || (actor as { type?: unknown }).type !== AM_ACTOR_TYPES.figure) return false;
  const system = (actor as { system?: { health?: unknown } }).system;
  return typeof system === "object" && system !== null && typeof system.health === "object" && system.health !== null;
}

/** A roster row for an actor that is gone: shown, so the GM can see it and remove it. */
export function missingMember(uuid: string, name?: string): TeamMember {
  return { uuid, name: name || uuid, img: "", health: { value: 0, max: 0 }, speed: null, defeated: false, invalid: false, missing: true };
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
    missing: false,
  };
}

export function teamTotals(roster: readonly TeamMember[]): TeamTotals {
  const members = roster.filter((m) => !m.missing);
  return {
    figures: members.length,
    standing: members.filter((m) => !m.defeated).length,
    health: {
      value: members.reduce((sum, m) => sum + m.health.value, 0),
      max: members.reduce((sum, m) => sum + m.health.max, 0),
    },
  };
}
