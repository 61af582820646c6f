/** Imports a compendium actor into the world; null when it cannot be. */
export type CompendiumImporter = (pack: string, id: string) => Promise<{ uuid: string } | null>;

/** `Compendium.<scope>.<pack>.Actor.<id>`: the pack's collection id and the document id, or null. */
export function compendiumActorRef(uuid: string): { pack: string; id: string } | null {
  const match = /^Compendium\.([^.]+\.[^.]+)\.Actor\.([A-Za-z0-9]{16})$/.exec(uuid);
  return match?.[1] && match[2] ? { pack: match[1], id: match[2] } : null;
}

/**
 * A force's members as world actors. A ready-made force from a compendium lists its figures in
 * that compendium; made in the world, it fights with world figures (their danger, points and
 * kills live on them), so each is imported first. A member that cannot be imported is left out.
 */
export async function worldMembers(uuids: readonly string[], importFromCompendium: CompendiumImporter): Promise<string[]> {
  const members: string[] = [];
  for (const uuid of uuids) {
    const ref = compendiumActorRef(uuid);
    if (!ref) {
      members.push(uuid);
      continue;
    }
    const imported = await importFromCompendium(ref.pack, ref.id);
    if (imported) members.push(imported.uuid);
  }
  return members;
}
