import { automationLevel, ruleNumber } from "../../settings/registry";
import { forceCost } from "../../../rules/knight-fight/force";
import { enforcedMemberViolation, forceNumbersViolation, notAFigure } from "./force-check";
import { foundryForceDropWorld } from "./force-drop";
import { compendiumActorRef, worldMembers } from "./force-import";
import { documentAt, isKfFigureActor, membersOf, type KfForceMember } from "./force-members";
import { defineKfForceSchema, type KfForceSchema, type KfForceSource } from "./force-schema";
import { mergedSource } from "../../../data/source-merge";
import { warnRefused } from "./violations";
import { applyNewSideDefaults, colourWriteRefused } from "../../sides/side-defaults";
import { KF_ACTOR_TYPES } from "./actor-types";

type KfForceModelBase = foundry.abstract.TypeDataModel<KfForceSchema, Actor.Implementation>;

export interface KfForceTotals {
  readonly figures: number;
  readonly standing: number;
  /** Points of the members whose builds are legal. */
  readonly cost: number;
  readonly budget: number;
}

function budget(): number {
  return ruleNumber("knight-fight", "forceBudget");
}

/** Members' UUIDs that are not Knight Fight figures (a deleted actor simply drops out). */
function strangers(uuids: readonly string[]): string[] {
  return uuids.filter((uuid) => {
    const found = documentAt(uuid);
    return found !== null && found !== undefined && !isKfFigureActor(found);
  });
}

/** The rule a change of members breaks (any level: only figures join; at enforce: size and budget). */
function membersViolation(uuids: readonly string[]) {
  const [stranger] = strangers(uuids);
  if (stranger !== undefined) return notAFigure((documentAt(stranger) as { name?: string } | null)?.name ?? stranger);
  return automationLevel("knight-fight", "forceBudget") === "enforce" ? enforcedMemberViolation(membersOf(uuids), budget()) : null;
}

/**
 * A Knight Fight force: its member figures by actor UUID, and the side's dice pool. Members are
 * read when asked for, so they follow each figure's changes without the force being prepared.
 */
export class KfForceModel extends foundry.abstract.TypeDataModel<KfForceSchema, Actor.Implementation> {
  static override defineSchema(): KfForceSchema {
    return defineKfForceSchema();
  }

  get forceSource(): KfForceSource {
    return this._source as unknown as KfForceSource;
  }

  get memberUuids(): string[] {
    return [...this.forceSource.members].filter((uuid): uuid is string => typeof uuid === "string" && uuid.length > 0);
  }

  get memberFigures(): KfForceMember[] {
    return membersOf(this.memberUuids);
  }

  get totals(): KfForceTotals {
    const members = this.memberFigures;
    const legal = members.filter((m) => m.cost !== null).map((m) => m.stats);
    return { figures: members.length, standing: members.filter((m) => !m.killed).length, cost: forceCost(legal), budget: budget() };
  }

  protected override async _preCreate(...[data, options, user]: Parameters<KfForceModelBase["_preCreate"]>): ReturnType<KfForceModelBase["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const given = ((data as unknown as { system?: Partial<KfForceSource> }).system ?? {}) as Partial<KfForceSource>;
    // A new force starts with the world's starting pool unless it was made with its own.
    const start = given.startingPool ?? ruleNumber("knight-fight", "startingPool");
    const pool = given.pool ?? start;
    const fromCompendium = this.forceSource.members.some((uuid) => compendiumActorRef(uuid) !== null);
    const members = fromCompendium ? await worldMembers(this.forceSource.members, (pack, id) => foundryForceDropWorld().importFromCompendium(pack, id)) : this.forceSource.members;
    const candidate = { ...this.forceSource, startingPool: start, pool, members };
    const violation = forceNumbersViolation(candidate) ?? membersViolation(candidate.members);
    if (violation) {
      warnRefused(violation, this.parent?.name ?? "");
      return false;
    }
    this.parent?.updateSource({ system: { startingPool: start, pool, ...(fromCompendium ? { members } : {}) } });
    applyNewSideDefaults(this.parent, data, KF_ACTOR_TYPES.force);
  }

  protected override async _preUpdate(...[changes, options, user]: Parameters<KfForceModelBase["_preUpdate"]>): ReturnType<KfForceModelBase["_preUpdate"]> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false || colourWriteRefused(changes, user)) return false;
    const systemChanges = (changes as { system?: Partial<KfForceSource> }).system;
    if (systemChanges === undefined) return;
    const candidate = mergedSource(this.forceSource, systemChanges);
    const violation = forceNumbersViolation(candidate) ?? ("members" in systemChanges ? membersViolation(candidate.members) : null);
    if (!violation) return;
    warnRefused(violation, this.parent?.name ?? "");
    return false;
  }
}
