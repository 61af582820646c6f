import fs from "node:fs";
import Handlebars from "handlebars";
import { deepAssign, type StandInPart } from "../index";
import { currentUser, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData, type StandInUser } from "./documents";

/**
 * Combat documents and the sidebar tracker's base, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html: embedded `combatants`
 *   and (v13) `groups`; `round`, `turn` (null between turns is allowed); `turns` is the sorted
 *   combatant list (`setupTurns`, here by name then id); `combatant` is `turns[turn]`; `started`
 *   is true once there are turns and `round > 0`; `startCombat()` updates `{round: 1, turn: 0}`;
 *   `nextRound()` updates `{round: round + 1, turn: 0}`; `nextTurn()` moves `turn` on by one.
 *   Only a GM may update a Combat or its embedded documents (players have no ownership of it).
 *   An update is a server round trip: the local document changes only when the reply arrives.
 * - https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createEmbeddedDocuments
 *   and `updateEmbeddedDocuments`: create / update by `_id`; `createCombatant` hooks fire after a
 *   combatant is created (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html).
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Combatant.html: `actorId`, `tokenId`,
 *   `sceneId`, `defeated`, `group`; `actor` (the token's actor, else the world actor),
 *   `token`; `isDefeated` is `defeated` or the actor carrying the defeated status.
 *   `group` is a foreign-document field: prepared, it holds the CombatantGroup document.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.CombatantGroup.html: `name`, `img`,
 *   `initiative`, flags; embedded in a Combat.
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.CombatTracker.html:
 *   `static PARTS` (header, tracker, footer), `viewed` (the combat shown), `element`,
 *   `_preparePartContext`, `_onRender`. Rendering itself is not reproduced.
 * - https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.renderTemplate.html:
 *   renders a template path with data (here: real Handlebars over the file in `templates/`, with
 *   a `localize` helper that formats when given hash arguments, as core's helper does).
 * - Actor#statuses and Actor#toggleStatusEffect(id, {active})
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html), `type`, `img`.
 */

const DEFEATED_STATUS = "dead";

export class StandInActor extends StandInDocument {
  readonly statuses = new Set<string>();
  override get type(): string {
    return String(this._source.type ?? "");
  }
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean } = {}): Promise<boolean> {
    const on = active ?? !this.statuses.has(statusId);
    if (on) this.statuses.add(statusId);
    else this.statuses.delete(statusId);
    return on;
  }
}

/** A token as the combat code reads it: its disposition and actor. */
export class StandInToken extends StandInDocument {
  get disposition(): number {
    return Number(this._source.disposition ?? 0);
  }
  get actorId(): string | null {
    return typeof this._source.actorId === "string" ? this._source.actorId : null;
  }
}

function world(): { actors: StandInCollection<StandInDocument> } {
  return (globalThis as unknown as { game: { actors: StandInCollection<StandInDocument> } }).game;
}

function assertGm(combat: StandInDocument): void {
  const user = currentUser();
  if (!user.isGM) throw new Error(`User ${user.name} lacks permission to update ${combat.documentName} [${combat.id}]`);
}

export class StandInCombatantGroup extends StandInDocument {
  constructor(data: StandInDocumentData, parent: StandInCombat) {
    super("CombatantGroup", data, parent);
  }
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }
}

export class StandInCombatant extends StandInDocument {
  token: StandInToken | null = null;
  constructor(data: StandInDocumentData, parent: StandInCombat) {
    super("Combatant", data, parent);
  }
  get combat(): StandInCombat {
    return this.parent as StandInCombat;
  }
  get actorId(): string | null {
    return typeof this._source.actorId === "string" ? this._source.actorId : null;
  }
  get actor(): StandInActor | null {
    const actor = world().actors.get(this.actorId ?? "");
    return actor instanceof StandInActor ? actor : null;
  }
  override get name(): string {
    return String(this._source.name ?? this.actor?.name ?? "");
  }
  get defeated(): boolean {
    return this._source.defeated === true;
  }
  get isDefeated(): boolean {
    return this.defeated || (this.actor?.statuses.has(DEFEATED_STATUS) ?? false);
  }
  get group(): StandInCombatantGroup | null {
    const id = this._source.group;
    return typeof id === "string" ? (this.combat.groups.get(id) ?? null) : null;
  }
  override async update(changes: Record<string, unknown>): Promise<this | undefined> {
    assertGm(this);
    return super.update(changes);
  }
}

export class StandInCombat extends StandInDocument {
  readonly combatants = new StandInCollection<StandInCombatant>();
  readonly groups = new StandInCollection<StandInCombatantGroup>();

  constructor(data: StandInDocumentData = {}) {
    super("Combat", { round: 0, turn: null, ...data });
  }
  static get implementation(): typeof StandInCombat {
    return this;
  }
  get round(): number {
    return Number(this._source.round ?? 0);
  }
  get turn(): number | null {
    return typeof this._source.turn === "number" ? this._source.turn : null;
  }
  get turns(): StandInCombatant[] {
    return this.combatants.contents.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
  get combatant(): StandInCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }
  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }
  override async update(changes: Record<string, unknown>): Promise<this | undefined> {
    assertGm(this);
    // The change reaches the local document only when the server answers, after other work.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return super.update(changes);
  }
  async startCombat(): Promise<this | undefined> {
    return this.update({ round: 1, turn: 0 });
  }
  async nextRound(): Promise<this | undefined> {
    return this.update({ round: this.round + 1, turn: 0 });
  }
  async nextTurn(): Promise<this | undefined> {
    const next = (this.turn ?? -1) + 1;
    return next >= this.turns.length ? this.nextRound() : this.update({ turn: next });
  }
  async createEmbeddedDocuments(type: string, data: StandInDocumentData[]): Promise<StandInDocument[]> {
    assertGm(this);
    const created = data.map((entry) => {
      if (type === "Combatant") {
        const combatant = registerDocument(new StandInCombatant(entry, this));
        this.combatants.add(combatant);
        return combatant;
      }
      if (type === "CombatantGroup") return registerDocument(this.groups.add(new StandInCombatantGroup(entry, this)));
      throw new Error(`stand-in Combat: no embedded ${type}`);
    });
    if (type === "Combatant") for (const c of created) hooks().callAll("createCombatant", c, {}, currentUser().id);
    return created;
  }
  async updateEmbeddedDocuments(type: string, updates: ({ _id: string } & Record<string, unknown>)[]): Promise<StandInDocument[]> {
    assertGm(this);
    const collection: StandInCollection<StandInDocument> = type === "Combatant" ? this.combatants : this.groups;
    const done: StandInDocument[] = [];
    for (const { _id, ...changes } of updates) {
      const document = collection.get(_id);
      if (!document) throw new Error(`stand-in Combat: no ${type} ${_id}`);
      const updated = await document.update(changes);
      if (updated) done.push(updated);
    }
    return done;
  }
}

function hooks(): { callAll(hook: string, ...args: unknown[]): unknown } {
  return (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
}

/** A combat in `game.combats`, with combatants for the given token/actor pairs. */
export async function createCombat(
  entries: readonly { actor: StandInActor; token?: StandInToken; defeated?: boolean }[],
  CombatClass: new (data?: StandInDocumentData) => StandInCombat,
): Promise<StandInCombat> {
  const combat = registerDocument(new CombatClass({}));
  (globalThis as unknown as { game: { combats: StandInCollection<StandInCombat> } }).game.combats.add(combat);
  for (const { actor, token, defeated } of entries) {
    const [combatant] = (await combat.createEmbeddedDocuments("Combatant", [
      { actorId: actor.id, tokenId: token?.id ?? null, name: actor.name, defeated: defeated ?? false },
    ])) as StandInCombatant[];
    if (combatant && token) combatant.token = token;
  }
  return combat;
}

export function createFigure(data: StandInDocumentData & { owners?: StandInUser[] }): StandInActor {
  const { owners = [], ...rest } = data;
  const ownership = Object.fromEntries(owners.map((u) => [u.id, 3]));
  const actor = new StandInActor("Actor", { ...rest, ownership });
  world().actors.add(actor);
  return registerDocument(actor);
}

export function createToken(actor: StandInActor, disposition: number): StandInToken {
  return registerDocument(new StandInToken("Token", { actorId: actor.id, disposition, ownership: actor._source.ownership }));
}

class StandInCombatTracker {
  static PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };
  static DEFAULT_OPTIONS = {};
  viewed: StandInCombat | null = null;
  element: { querySelectorAll: () => never[] } = { querySelectorAll: () => [] };
  async _preparePartContext(_partId: string, context: Record<string, unknown>): Promise<Record<string, unknown>> {
    return context;
  }
  async _onRender(): Promise<void> {}
}

/** Renders `systems/shelf-wars/templates/<rel>` from the repository's `templates/<rel>`. */
async function renderTemplate(path: string, data: Record<string, unknown>): Promise<string> {
  const relative = path.replace(/^systems\/shelf-wars\//, "");
  const handlebars = Handlebars.create();
  const i18n = (globalThis as unknown as { game: { i18n: { localize(k: string): string; format(k: string, d: Record<string, unknown>): string } } }).game.i18n;
  handlebars.registerHelper("localize", (key: string, options: { hash: Record<string, unknown> }) =>
    Object.keys(options.hash).length > 0 ? i18n.format(key, options.hash) : i18n.localize(key),
  );
  return handlebars.compile(fs.readFileSync(relative, "utf8"))(data);
}

export const installPart: StandInPart = (globals) => {
  const foundryGlobals = globals.foundry as { applications?: { handlebars?: { renderTemplate?: unknown } } } | undefined;
  deepAssign(globals, {
    Combat: StandInCombat,
    Combatant: StandInCombatant,
    CombatantGroup: StandInCombatantGroup,
    CONFIG: {
      Combat: { documentClass: StandInCombat },
      Combatant: { documentClass: StandInCombatant },
      CombatantGroup: { documentClass: StandInCombatantGroup },
      ui: {},
    },
    game: { combats: new StandInCollection<StandInCombat>() },
    foundry: {
      applications: {
        sidebar: { tabs: { CombatTracker: StandInCombatTracker } },
        handlebars: { renderTemplate: foundryGlobals?.applications?.handlebars?.renderTemplate ?? renderTemplate },
      },
    },
  });
};
