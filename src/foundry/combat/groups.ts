import type { ActivationConfig, SideRef } from "./activation-config";
import type { TrackerFigure } from "../../rules/common/activation";
import { readDefeated, readMarked, sideKeyOfGroup } from "../shared/combat-flags";
import { sideColourOfActor } from "../sides/side-colour-of";

/** The side key a combatant's CombatantGroup carries, or null when it is in no side group. */
export function sideKeyOf(combatant: Combatant.Implementation): string | null {
  const id = groupIdOf(combatant);
  const group = id === null ? undefined : combatant.parent?.groups.get(id);
  return group ? sideKeyOfGroup(group) : null;
}

/**
 * The id of the combatant's CombatantGroup. The types give the stored id; at run time the
 * prepared field may hold the group document itself (a foreign-document field), so accept both.
 */
export function groupIdOf(combatant: Combatant.Implementation): string | null {
  const group: unknown = combatant.group;
  if (typeof group === "string") return group || null;
  if (typeof group === "object" && group !== null && "id" in group && typeof group.id === "string") return group.id;
  return null;
}

export function sideGroups(combat: Combat.Implementation): Map<string, CombatantGroup.Implementation> {
  const groups = new Map<string, CombatantGroup.Implementation>();
  for (const group of combat.groups.contents) {
    const key = sideKeyOfGroup(group);
    if (key !== null && !groups.has(key)) groups.set(key, group);
  }
  return groups;
}

export function sideRefOfGroup(group: CombatantGroup.Implementation): SideRef | null {
  const key = sideKeyOfGroup(group);
  if (key === null) return null;
  const name = group.name ?? key;
  const colour = sideColourOfKey(key);
  return { key, name, ...(group.img ? { img: group.img } : {}), ...(colour ? { colour } : {}) };
}

/** The colour of the side actor a key names (`<type>:<uuid>`), read from the world; undefined for disposition sides. */
export function sideColourOfKey(key: string): string | undefined {
  return sideColourOfActor(key.slice(key.indexOf(":") + 1));
}

/** Every combatant as the tracker's bookkeeping sees it: marks and defeats from the GM's record on the Combat. */
export function trackerFigures(combat: Combat.Implementation): TrackerFigure[] {
  const marked = readMarked(combat);
  const defeated = readDefeated(combat);
  return combat.combatants.contents.map((combatant) => ({
    id: combatant.id ?? "",
    side: sideKeyOf(combatant),
    activated: marked.has(combatant.id ?? ""),
    defeated: defeated.has(combatant.id ?? ""),
  }));
}

/**
 * Puts every combatant in the CombatantGroup of its side (creating missing groups, renaming
 * groups whose team was renamed). Runs on the GM's client when combat starts and when
 * combatants join. Once the combat has started a figure's side is settled: one already in a
 * side's group keeps it (a figure in no team turned to the other side's disposition mid-game
 * does not switch sides at the next resync); only a figure that joins is placed.
 */
export async function syncSideGroups(combat: Combat.Implementation, config: ActivationConfig): Promise<void> {
  const wanted = new Map<string, SideRef>();
  const sideOfCombatant = new Map<string, string | null>();
  for (const combatant of combat.combatants.contents) {
    const side = config.sideOf(combatant);
    sideOfCombatant.set(combatant.id ?? "", side?.key ?? null);
    if (side && !wanted.has(side.key)) wanted.set(side.key, side);
  }

  const existing = sideGroups(combat);
  const toCreate = [...wanted.values()].filter((side) => !existing.has(side.key));
  if (toCreate.length > 0) {
    await combat.createEmbeddedDocuments(
      "CombatantGroup",
      toCreate.map((side) => ({ name: side.name, img: side.img ?? null, flags: { "shelf-wars": { side: side.key } } })),
    );
  }
  const renames = [...wanted.values()].flatMap((side) => {
    const group = existing.get(side.key);
    return group && group.name !== side.name ? [{ _id: group.id ?? "", name: side.name }] : [];
  });
  if (renames.length > 0) await combat.updateEmbeddedDocuments("CombatantGroup", renames);

  const groups = sideGroups(combat);
  const moves = combat.combatants.contents.flatMap((combatant) => {
    if (combat.started && sideKeyOf(combatant) !== null) return [];
    const key = sideOfCombatant.get(combatant.id ?? "") ?? null;
    const groupId = key === null ? null : (groups.get(key)?.id ?? null);
    return groupIdOf(combatant) === groupId ? [] : [{ _id: combatant.id ?? "", group: groupId }];
  });
  if (moves.length > 0) await combat.updateEmbeddedDocuments("Combatant", moves);
}
