import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StandInElement } from "../dom";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../index";
import { createActorPack, StandInTypeDataModel, type StandInModelActor } from "../parts/data-models";
import { formDataExtended, StandInActorSheetV2, StandInApplicationV2 } from "../parts/applications";
import { chatLog, showInChatLog, StandInChatMessage } from "../parts/chat";
import { createUser, OWNERSHIP, setCurrentUser, setWorldPermission, USER_ROLES, type StandInUser } from "../parts/documents";

/**
 * Contracts of the stand-in's applications, element model and chat rendering (pages cited in
 * parts/applications.ts, parts/chat.ts and dom.ts): what the sheets and chat hooks meet here is
 * what v13 does, and what is not modelled throws instead of passing.
 */
const NOTES = "systems/shelf-wars/templates/shared/notes.hbs";
const FIGURE = "systems/shelf-wars/templates/angry-miniatures/sheets/figure-sheet.hbs";

class NotesModel extends StandInTypeDataModel {
  static override defineSchema() {
    const { HTMLField } = (globalThis as unknown as { foundry: { data: { fields: { HTMLField: new (o: object) => never } } } }).foundry.data.fields;
    return { notes: new HTMLField({ initial: "" }) };
  }
}

/** A sheet of one part (the shared notes partial as a template), its context from the actor. */
class NotesSheet extends StandInActorSheetV2 {
  static override DEFAULT_OPTIONS = { form: { submitOnChange: true }, actions: { shout: NotesSheet.#shout } };
  static override PARTS = { notes: { template: NOTES } };
  shouted = 0;
  static #shout(this: NotesSheet): void {
    this.shouted += 1;
  }
  override async _prepareContext() {
    const system = (this.document as unknown as StandInModelActor)._source.system as { notes: string };
    return { name: "system.notes", value: system.notes, enriched: system.notes, editable: this.isEditable, documentUuid: this.document.uuid, label: "SHELFWARS.AngryMiniatures.Documents.Sheet.Notes" };
  }
}

describe("stand-in contracts: applications, elements, chat rendering", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  beforeEach(() => {
    vi.resetModules();
    standIn = installStandIn();
    (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, unknown> } } }).CONFIG.Actor.dataModels.notes = NotesModel;
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    setCurrentUser(gm);
  });
  afterEach(() => removeStandIn());

  const notesActor = async (ownership: Record<string, number> = {}) => (await createActor({ name: "N", type: "notes", system: { notes: "<p>old</p>" }, ownership }, { via: "Actor.create" }))!;

  it("the element model refuses selectors it does not model, and keeps listeners on the same element", () => {
    const root = StandInElement.fromHTML('<div><p class="a b" data-x-y="1"><button disabled>B</button></p></div>');
    expect(() => root.querySelector("div > p")).toThrow(/not modelled/);
    expect(() => root.querySelector("p:first-child")).toThrow(/not modelled/);
    expect(() => StandInElement.fromHTML("<p></p><p></p>")).toThrow(/one root element/);
    const p = root.querySelector("p.a.b[data-x-y]")!;
    expect(p.dataset.xY).toBe("1");
    expect(root.querySelector("p") === p).toBe(true);
    expect(p.querySelector("button")!.disabled).toBe(true);
  });

  it("render renders each part with real Handlebars; a partial the part does not list is refused", async () => {
    const sheet = await new NotesSheet({ document: await notesActor() }).render(true);
    expect(sheet.element!.tagName).toBe("FORM");
    expect(sheet.element!.querySelector('[data-application-part="notes"]')?.tagName).toBe("SECTION");
    class Unlisted extends StandInActorSheetV2 {
      static override PARTS = { sheet: { template: FIGURE } };
    }
    await expect(new Unlisted({ document: await notesActor() }).render(true)).rejects.toThrow(/which its templates do not load/);
  });

  it("a form change submits FormDataExtended's object through _processFormData to update; a failure is an error notification", async () => {
    const actor = await notesActor();
    const sheet = await new NotesSheet({ document: actor }).render(true);
    const processed = vi.spyOn(sheet, "_processFormData");
    await sheet.changeField("system.notes", "<p>new</p>");
    expect(processed).toHaveBeenCalledOnce();
    expect(actor.updates.map((u) => u.changes)).toEqual([{ system: { notes: "<p>new</p>" } }]);
    await expect(sheet.changeField("system.nothere", "x")).rejects.toThrow(/0 fields/);
    processed.mockImplementation(() => ({ system: { notes: 5 } }));
    await sheet.changeField("system.notes", "<p>again</p>");
    expect(standIn.notifications.at(-1)).toMatchObject({ level: "error", message: expect.stringContaining("must be a string") });
    expect(actor.updates).toHaveLength(1);
  });

  it("number fields are cast (empty: null), disabled fields are not submitted", () => {
    const form = StandInElement.container("form", '<input name="a" type="number" value="4"><input name="b" type="number" value=""><input name="c" value="x" disabled><select name="d"><option value="p">P</option><option value="q" selected>Q</option></select>');
    expect(formDataExtended(form).object).toEqual({ a: 4, b: null, d: "q" });
  });

  it("FormDataExtended leaves out read-only fields and every field inside a disabled fieldset (its nearest fieldset, as core tests it)", () => {
    const form = StandInElement.container(
      "form",
      '<input name="open" value="1"><input name="locked" value="2" readonly><fieldset disabled><input name="inside" value="3"><select name="pick"><option value="p" selected>P</option></select><div><input name="deep" value="4"></div></fieldset><fieldset><input name="free" value="5"></fieldset>',
    );
    expect(formDataExtended(form).object).toEqual({ open: "1", free: "5" });
  });

  it("a sheet the user cannot edit renders no editor, and a submit run by hand changes nothing", async () => {
    const actor = await notesActor({ [alice.id]: OWNERSHIP.OBSERVER });
    setCurrentUser(alice);
    const sheet = await new NotesSheet({ document: actor }).render(true);
    expect(sheet.isEditable).toBe(false);
    expect(sheet.element!.querySelector("prose-mirror")).toBeNull();
    await sheet.submit();
    expect(actor.updates).toEqual([]);
  });

  it("clicks dispatch data-action to the actions map; a disabled button does nothing; an unknown action throws", async () => {
    const sheet = await new NotesSheet({ document: await notesActor() }).render(true);
    const section = sheet.element!.querySelector("section")!;
    section.setAttribute("data-action", "shout");
    await sheet.click(section.querySelector("h3")!);
    expect(sheet.shouted).toBe(1);
    section.setAttribute("disabled", "");
    await sheet.click(section);
    expect(sheet.shouted).toBe(1);
    section.removeAttribute("disabled");
    section.setAttribute("data-action", "nothing");
    await expect(sheet.click(section)).rejects.toThrow(/no handler/);
    await expect(sheet.click(StandInElement.fromHTML("<button data-action='shout'></button>"))).rejects.toThrow(/not in this application/);
  });

  it("data-action=\"tab\" is core's own: changeTab marks the group's tab active in place and records it in tabGroups, without a render", async () => {
    const tabs = { figure: { id: "figure", group: "primary", label: "SHELFWARS.Sheet.Tab.figure", active: true, cssClass: "active" }, notes: { id: "notes", group: "primary", label: "SHELFWARS.Sheet.Tab.notes", active: false, cssClass: "" } };
    class TabbedSheet extends StandInActorSheetV2 {
      static override PARTS = { sheet: { template: "systems/shelf-wars/templates/knight-fight/sheets/figure-sheet.hbs", templates: [NOTES] } };
      renders = 0;
      override async _prepareContext() {
        this.renders += 1;
        return { figure: { uuid: "Actor.t" }, tabs, notes: { name: "system.notes", value: "", enriched: "", editable: false, documentUuid: "Actor.t", label: "SHELFWARS.KnightFight.Sheet.Notes" } };
      }
    }
    const sheet = await new TabbedSheet({ document: await notesActor() }).render(true);
    const element = sheet.element!;
    const open = () => element.querySelectorAll('[data-group="primary"][data-tab].active').map((el) => `${el.tagName.toLowerCase()}:${el.dataset.tab}`);
    expect(open()).toEqual(["button:figure", "section:figure"]);
    await sheet.clickOn('button[data-tab="notes"]');
    expect(open()).toEqual(["button:notes", "section:notes"]);
    expect(sheet.tabGroups).toEqual({ primary: "notes" });
    expect(sheet.element).toBe(element);
    expect(sheet.renders).toBe(1);
    sheet.tabGroups.primary = "elsewhere";
    await sheet.clickOn('button[data-tab="notes"]');
    expect(sheet.tabGroups).toEqual({ primary: "elsewhere" });
  });

  it("a drop resolves the uuid with fromUuid (a compendium uuid gives the pack's full document); other types throw", async () => {
    const pack = createActorPack("world.notes", [{ _id: "packed0000000001", name: "Packed", type: "notes", system: { notes: "" } }]);
    const sheet = new NotesSheet({ document: await notesActor() });
    const dropped = vi.spyOn(sheet, "_onDropActor");
    await sheet.drop({ type: "Actor", uuid: pack.contents[0]!.uuid });
    expect(dropped).toHaveBeenCalledWith(expect.anything(), pack.contents[0]);
    const sync = (globalThis as unknown as { fromUuidSync(uuid: string): { system?: unknown } | null }).fromUuidSync;
    expect(sync(pack.contents[0]!.uuid)).toMatchObject({ name: "Packed" });
    expect(sync(pack.contents[0]!.uuid)?.system).toBeUndefined();
    await expect(sheet.drop({ type: "Item", uuid: "Item.x" })).rejects.toThrow(/not modelled/);
    await expect(sheet.drop({ type: "Actor" })).rejects.toThrow(/without a uuid/);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.packages.System.html (game.system from the manifest);
  // https://foundryvtt.com/api/v13/classes/foundry.data.PrototypeToken.html and BaseToken: bar1 / bar2 `attribute`,
  // whose initial is game.system.primaryTokenAttribute / secondaryTokenAttribute, else null (core's common code).
  it("game.system comes from system.json; a new actor's token bars start on its token attributes, else none, unless given", async () => {
    const manifest = JSON.parse(fs.readFileSync("system.json", "utf8")) as { id: string; primaryTokenAttribute?: string };
    const system = (game as unknown as { system: { id: string; primaryTokenAttribute?: string; secondaryTokenAttribute?: string } }).system;
    expect(system.id).toBe(manifest.id);
    expect(system.primaryTokenAttribute).toBe(manifest.primaryTokenAttribute);
    const bars = (actor: StandInModelActor) => actor._source.prototypeToken as { bar1: { attribute: unknown }; bar2: { attribute: unknown } };
    system.primaryTokenAttribute = undefined;
    expect(bars(await notesActor())).toMatchObject({ bar1: { attribute: null }, bar2: { attribute: null } });
    system.primaryTokenAttribute = "notes";
    system.secondaryTokenAttribute = "other";
    expect(bars(await notesActor())).toMatchObject({ bar1: { attribute: "notes" }, bar2: { attribute: "other" } });
    const chosen = await createActor({ name: "C", type: "notes", system: {}, prototypeToken: { bar1: { attribute: null }, bar2: { attribute: "mine" } } }, { via: "Actor.create" });
    expect(bars(chosen!)).toMatchObject({ bar1: { attribute: null }, bar2: { attribute: "mine" } });
    // The server keeps the cleaned data: the stored record has the bars too.
    expect((chosen!.stored.prototypeToken as { bar2: unknown }).bar2).toEqual({ attribute: "mine" });
  });

  it("importFromCompendium creates a world copy owned by the importer, recording its source; it needs ACTOR_CREATE", async () => {
    const pack = createActorPack("world.notes", [{ _id: "packed0000000001", name: "Packed", type: "notes", system: { notes: "x" }, ownership: { default: 3 } }]);
    const actors = game.actors as unknown as { size: number; importFromCompendium(p: unknown, id: string): Promise<StandInModelActor> };
    setCurrentUser(alice);
    // foundryvtt#11311: a user without ACTOR_CREATE (a Player, by default) is refused; the promise rejects.
    await expect(actors.importFromCompendium(pack, "packed0000000001")).rejects.toThrow(/^User Alice lacks permission to create Actor \[/);
    expect(actors.size).toBe(0);
    setWorldPermission("ACTOR_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER]);
    const copy = (await actors.importFromCompendium(pack, "packed0000000001"))!;
    expect(copy.id).not.toBe("packed0000000001");
    expect(copy.uuid).toBe(`Actor.${copy.id}`);
    expect(copy._source.ownership).toEqual({ [alice.id]: OWNERSHIP.OWNER });
    expect((copy._source._stats as { compendiumSource: string }).compendiumSource).toBe("Compendium.world.notes.Actor.packed0000000001");
  });

  it("ChatMessage#renderHTML calls renderChatMessageHTML with (message, html, context); each client has its own chat log", async () => {
    const seen: unknown[][] = [];
    standIn.hooks.on("renderChatMessageHTML", (...args: unknown[]) => void seen.push(args));
    setCurrentUser(alice);
    const message = await StandInChatMessage.create({ content: '<p>hi</p><section class="secret"><p>gm</p></section>', speaker: { alias: "Alice" } });
    const html = await showInChatLog(message);
    expect(seen).toEqual([[message, html, expect.objectContaining({ alias: "Alice" })]]);
    expect(html.dataset.messageId).toBe(message.id);
    // Alice owns it: the secret stays for her.
    expect(html.querySelector("section.secret")).not.toBeNull();
    setCurrentUser(gm);
    expect(document.querySelectorAll(`li[data-message-id="${message.id}"]`)).toHaveLength(0);
    setCurrentUser(alice);
    expect(chatLog().querySelectorAll("li")).toEqual([html]);
    await expect((await StandInChatMessage.create({ content: "<p>psst</p>", whisper: [gm.id] })).renderHTML()).rejects.toThrow(/not modelled/);
    await expect((await StandInChatMessage.create({ content: "<p>@UUID[Actor.x]{X}</p>" })).renderHTML()).rejects.toThrow(/not modelled/);
  });

  it("an ApplicationV2 form runs its form.handler with the form data on a change (submitOnChange); close drops the element and calls _onClose", async () => {
    const seen: unknown[] = [];
    let closed = 0;
    class Picker extends StandInApplicationV2 {
      static override DEFAULT_OPTIONS = { tag: "form", form: { handler: Picker.#onSubmit, submitOnChange: true, closeOnSubmit: false } };
      static override PARTS = { notes: { template: NOTES } };
      static #onSubmit(this: Picker, _event: unknown, _form: unknown, formData: { object: Record<string, unknown> }): void {
        seen.push([this instanceof Picker, formData.object["system.notes"]]);
      }
      override async _prepareContext() {
        return { name: "system.notes", value: "", enriched: "", editable: true, documentUuid: "Actor.x", label: "SHELFWARS.AngryMiniatures.Documents.Sheet.Notes" };
      }
      override async _onClose() {
        closed += 1;
      }
    }
    const picker = new Picker();
    await picker.render({ force: true });
    await picker.changeField("system.notes", "hello");
    expect(seen).toEqual([[true, "hello"]]);
    await picker.close();
    expect([picker.rendered, picker.element, closed]).toEqual([false, null, 1]);
  });
});
