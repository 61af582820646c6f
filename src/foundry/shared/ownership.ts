/**
 * Who owns a document, asked the one way: Document#testUserPermission at OWNER
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#testuserpermission).
 * A uuid that names nothing, or nothing with permissions, is owned by nobody.
 */
interface Ownable {
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
}

function asOwnable(document: unknown): Ownable | null {
  return typeof (document as Partial<Ownable> | null)?.testUserPermission === "function" ? (document as Ownable) : null;
}

type Uuid = Parameters<typeof fromUuidSync>[0];

/** The world (or scene token) document a uuid names, read without a database round-trip. */
export function ownableAt(uuid: string): Ownable | null {
  return asOwnable(fromUuidSync(uuid as Uuid));
}

/** Does `user` own the document `uuid` names? A GM owns every document. */
export function ownsSync(user: User.Implementation, uuid: string): boolean {
  return user.isGM || ownableAt(uuid)?.testUserPermission(user, "OWNER") === true;
}

/** The same through `fromUuid`, which also finds documents `fromUuidSync` cannot (a compendium's). */
export async function owns(user: User.Implementation, uuid: string): Promise<boolean> {
  if (user.isGM) return true;
  return asOwnable(await fromUuid(uuid as Parameters<typeof fromUuid>[0]))?.testUserPermission(user, "OWNER") === true;
}
