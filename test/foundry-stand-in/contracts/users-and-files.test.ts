import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../index";
import { setUserActive } from "../parts/chat";
import { createUser, setCurrentUser, setWorldPermission, USER_ROLES } from "../parts/documents";
import { createGridScene } from "../parts/scenes";
import { openedFilePickers, StandInFilePicker } from "../parts/files";

/**
 * Contracts of user roles, User#can, the world's permission configuration, Users#activeGM, token
 * creation and core's file picker (parts/documents.ts, parts/scenes.ts, parts/files.ts): a player
 * below the role a permission needs is refused as Foundry refuses them.
 */
describe("stand-in contracts: user roles, permissions and the file picker", () => {
  let standIn: StandIn;
  beforeEach(() => {
    standIn = installStandIn();
  });
  afterEach(() => removeStandIn());

  it("gives each permission from its CONST.USER_PERMISSIONS defaultRole up, and refuses a permission it does not model", () => {
    const roles = [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER];
    const users = roles.map((role) => createUser(`role ${role}`, { role }));
    // FILES_BROWSE and MANUAL_ROLLS default to Trusted, ACTOR_CREATE and TOKEN_CREATE to Assistant.
    expect(users.map((user) => user.can("FILES_BROWSE"))).toEqual([false, true, true, true]);
    expect(users.map((user) => user.can("MANUAL_ROLLS"))).toEqual([false, true, true, true]);
    expect(users.map((user) => user.can("ACTOR_CREATE"))).toEqual([false, false, true, true]);
    expect(users.map((user) => user.can("TOKEN_CREATE"))).toEqual([false, false, true, true]);
    expect(createUser("Gamemaster", { isGM: true }).role).toBe(USER_ROLES.GAMEMASTER);
    expect(() => createUser("Piet").can("FILES_UPLOAD")).toThrow(/not modelled/);
  });

  it("follows the world's Permission Configuration (game.permissions): a GM can give players a permission or take it from Assistants", () => {
    const [player, assistant, gamemaster] = [USER_ROLES.PLAYER, USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER].map((role) => createUser(`role ${role}`, { role }));
    expect((game as unknown as { permissions: Record<string, number[]> }).permissions.ACTOR_CREATE).toEqual([USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER]);
    setWorldPermission("ACTOR_CREATE", [USER_ROLES.PLAYER]);
    // "Gamemaster users are assumed to be allowed to take all actions" (BaseUser#can).
    expect([player, assistant, gamemaster].map((user) => user!.can("ACTOR_CREATE"))).toEqual([true, false, true]);
    expect(player!.can("TOKEN_CREATE")).toBe(false);
  });

  it("designates as Users#activeGM the active full GM before any Assistant, then the lowest id", () => {
    const assistant = createUser("Assistant", { role: USER_ROLES.ASSISTANT, id: "a000000000000000" });
    const later = createUser("Later GM", { isGM: true, id: "z000000000000000" });
    const earlier = createUser("Earlier GM", { isGM: true, id: "m000000000000000" });
    const users = () => (game as unknown as { users: { activeGM: unknown } }).users;
    expect(users().activeGM).toBe(earlier);
    setUserActive(earlier, false);
    expect(users().activeGM).toBe(later);
    setUserActive(later, false);
    expect(users().activeGM).toBe(assistant);
    expect(assistant.isActiveGM).toBe(true);
  });

  it("creates a scene's tokens only for a user with TOKEN_CREATE; anyone else is refused and nothing is created", async () => {
    const player = createUser("Piet", { role: USER_ROLES.PLAYER });
    const scene = createGridScene({ type: 1, size: 100 }, { _id: "scene00000000001" });
    const hero = createActor({ name: "Hero", type: "figure", owners: [player] });
    setCurrentUser(player);
    await expect(scene.createEmbeddedDocuments("Token", [{ actorId: hero.id, x: 0, y: 0 }])).rejects.toThrow(/^User Piet lacks permission to create Token \[\w+\] in parent Scene \[scene00000000001\]$/);
    expect(scene.tokens.size).toBe(0);
    expect(standIn.notifications.map((n) => n.level)).toEqual(["error"]);
    setWorldPermission("TOKEN_CREATE", [USER_ROLES.PLAYER, USER_ROLES.ASSISTANT]);
    const [token] = await scene.createEmbeddedDocuments("Token", [{ actorId: hero.id, x: 0, y: 0 }]);
    expect(token!.isOwner).toBe(true);
    // Clearing a history that is already empty changes nothing: the update is dropped, not refused.
    await expect((token as unknown as { clearMovementHistory(): Promise<void> }).clearMovementHistory()).resolves.toBeUndefined();
    setCurrentUser(createUser("Assistant", { role: USER_ROLES.ASSISTANT }));
    expect(await scene.createEmbeddedDocuments("Token", [{ actorId: hero.id, x: 100, y: 0 }])).toHaveLength(1);
  });

  it("keeps a user's role and isGM in step: a GM is an Assistant or Gamemaster", () => {
    expect(createUser("Assistant", { role: USER_ROLES.ASSISTANT }).isGM).toBe(true);
    expect(() => createUser("Odd", { isGM: true, role: USER_ROLES.PLAYER })).toThrow(/cannot have isGM/);
  });

  it("opens nothing for a user who may not browse files, and hands the chosen path to the callback", async () => {
    const chosen: string[] = [];
    setCurrentUser(createUser("Piet", { role: USER_ROLES.PLAYER }));
    const refused = new StandInFilePicker({ type: "image", callback: (path) => void chosen.push(path) });
    await refused.browse();
    expect(refused.browsing).toBe(false);
    expect(openedFilePickers()).toEqual([]);
    await expect(refused.choose("icons/a.webp")).rejects.toThrow(/before browse/);
    setCurrentUser(createUser("Tess", { role: USER_ROLES.TRUSTED }));
    const picker = new StandInFilePicker({ type: "image", callback: (path) => void chosen.push(path) });
    await picker.browse();
    expect(openedFilePickers()).toEqual([picker]);
    await picker.choose("icons/b.webp");
    expect(chosen).toEqual(["icons/b.webp"]);
    await expect(picker.choose("icons/c.webp")).rejects.toThrow(/before browse/);
  });

  it("hands out the picker class configured in CONFIG.ux.FilePicker", () => {
    class CustomPicker extends StandInFilePicker {}
    expect(StandInFilePicker.implementation).toBe(StandInFilePicker);
    (CONFIG as unknown as { ux: { FilePicker: typeof StandInFilePicker } }).ux.FilePicker = CustomPicker;
    expect(StandInFilePicker.implementation).toBe(CustomPicker);
  });
});
