import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "../index";
import { createUser, setCurrentUser, USER_ROLES } from "../parts/documents";
import { openedFilePickers, StandInFilePicker } from "../parts/files";

/**
 * Contracts of user roles, User#can and core's file picker (parts/documents.ts, parts/files.ts):
 * a player below the role a permission needs is refused as Foundry refuses them.
 */
describe("stand-in contracts: user roles, permissions and the file picker", () => {
  beforeEach(() => {
    installStandIn();
  });
  afterEach(() => removeStandIn());

  it("gives FILES_BROWSE from Trusted up by default, and refuses a permission it does not model", () => {
    const roles = [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER];
    expect(roles.map((role) => createUser(`role ${role}`, { role }).can("FILES_BROWSE"))).toEqual([false, true, true, true]);
    expect(createUser("Gamemaster", { isGM: true }).role).toBe(USER_ROLES.GAMEMASTER);
    expect(() => createUser("Piet").can("FILES_UPLOAD")).toThrow(/not modelled/);
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
