import fs from "node:fs";
import Handlebars from "handlebars";
import { deepAssign, type StandIn, type StandInPart } from "../index";
import { runAsClient } from "./combat";
import { currentUser, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData, type StandInUser } from "./documents";

/**
 * Chat messages, templates and the package socket, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html: `create(data)`
 *   stores the message in `game.messages` with `author` = the creating user, who owns it;
 *   `rolls`, `content`, `speaker`, `flags`; `getSpeaker()`; `implementation` is the class. The
 *   author owns the message and may update it, flags and rolls included. `rolls` are stored as
 *   JSON strings and rebuilt as Roll instances (the class found by name) when read.
 * - https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.renderTemplate.html:
 *   renders a template path (`systems/shelf-wars/templates/...` is read from `templates/`), with
 *   the core `localize` and `concat` helpers and partials referenced by path.
 * - https://foundryvtt.com/api/v13/classes/foundry.helpers.SocketInterface.html (game.socket): a
 *   package event emitted by one client reaches every *other* connected client, whose listeners
 *   get the data plus the sender's user id. The stand-in runs one client per active user in
 *   turn: the listener runs as the recipient's client (`game.user` is the recipient for it and
 *   for any work it leaves running), and what it returns is awaited (real clients run in
 *   parallel; this serialises them).
 */
export class StandInChatMessage extends StandInDocument {
  static get implementation(): typeof StandInChatMessage {
    return StandInChatMessage;
  }
  static getSpeaker(): { alias: string } {
    return { alias: currentUser().name };
  }
  static async create(data: StandInDocumentData): Promise<StandInChatMessage> {
    const author = currentUser();
    // The rolls field holds each Roll as JSON; other clients rebuild them with Roll.fromJSON.
    const rolls = ((data.rolls as unknown[] | undefined) ?? []).map((roll) => (typeof roll === "string" ? roll : JSON.stringify(roll)));
    const message = new StandInChatMessage({ ...data, rolls, author: author.id, ownership: { [author.id]: 3 } });
    messages().add(message);
    registerDocument(message);
    return message;
  }
  constructor(data: StandInDocumentData) {
    super("ChatMessage", data);
  }
  get author(): StandInUser | null {
    const users = (globalThis as unknown as { game: { users: Map<string, StandInUser> } }).game.users;
    return users.get(String(this._source.author)) ?? null;
  }
  get content(): string {
    return String(this._source.content ?? "");
  }
  /** Roll instances rebuilt from the stored JSON by class name (Roll.fromJSON), as every client sees them. */
  get rolls(): unknown[] {
    const Roll = (globalThis as unknown as { Roll: { fromJSON(json: string): unknown } }).Roll;
    return ((this._source.rolls as unknown[] | undefined) ?? []).map((json) => {
      if (typeof json !== "string") throw new Error("stand-in ChatMessage: a roll is stored as JSON");
      return Roll.fromJSON(json);
    });
  }
}

function messages(): StandInCollection<StandInChatMessage> {
  return (globalThis as unknown as { game: { messages: StandInCollection<StandInChatMessage> } }).game.messages;
}

type Listener = (...args: unknown[]) => unknown;

export class StandInSocket {
  readonly #listeners = new Map<string, Listener[]>();
  #chain: Promise<void> = Promise.resolve();
  /** Everything emitted, with the sender, for tests to inspect (and to forge requests with). */
  readonly sent: { event: string; args: unknown[]; senderId: string }[] = [];

  on(event: string, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]): this {
    this.deliver(event, args, currentUser().id);
    return this;
  }
  /** While true, messages wait in `held` (in flight on the network) until `release()`. */
  hold = false;
  readonly #held: { event: string; args: unknown[]; senderId: string }[] = [];

  /** Delivers every held message, in order, and waits for them. */
  release(): Promise<void> {
    const held = this.#held.splice(0);
    for (const message of held) this.#enqueue(message.event, message.args, message.senderId);
    return this.#chain;
  }

  /** Delivers as if `senderId` had emitted it (a test can pose as a malicious client). */
  deliver(event: string, args: unknown[], senderId: string): Promise<void> {
    this.sent.push({ event, args: structuredClone(args), senderId });
    if (this.hold) {
      this.#held.push({ event, args: structuredClone(args), senderId });
      return this.#chain;
    }
    return this.#enqueue(event, args, senderId);
  }

  #enqueue(event: string, args: unknown[], senderId: string): Promise<void> {
    const game = (globalThis as unknown as { game: { user: StandInUser; users: Map<string, StandInUser> } }).game;
    this.#chain = this.#chain.then(async () => {
      for (const recipient of [...game.users.values()].filter((u) => u.active && u.id !== senderId)) {
        // The recipient's client runs the listener, and whatever it leaves running, as itself.
        await runAsClient(recipient, async () => {
          // The server appends the sender's id after whatever arguments the client emitted.
          for (const listener of this.#listeners.get(event) ?? []) await listener(...structuredClone(args), senderId);
        });
      }
    });
    return this.#chain;
  }
  /** Resolves once every delivery queued so far has been handled. */
  settled(): Promise<void> {
    return this.#chain;
  }
}

const TEMPLATE_ROOT = "systems/shelf-wars/templates/";

function templateFile(path: string): string {
  if (!path.startsWith(TEMPLATE_ROOT)) throw new Error(`stand-in renderTemplate: ${path} is not a Shelf Wars template`);
  return `templates/${path.slice(TEMPLATE_ROOT.length)}`;
}

/**
 * Core's `localize` helper formats with its hash arguments when it has any
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.handlebars.HandlebarsHelpers.html).
 */
function makeHandlebars(i18n: StandIn["i18n"]): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) =>
    options.hash && Object.keys(options.hash).length > 0 ? i18n.format(key, options.hash) : i18n.localize(key),
  );
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).join(""));
  return hb;
}

export let standInSocket: StandInSocket;

/** Selectors looked up in the page; the stand-in renders no chat log, so none match. */
export const queriedSelectors: string[] = [];

/**
 * A user's client connects or leaves: `game.users` marks it (User#active) and every other client
 * runs the `userConnected` hook with (user, connected)
 * (https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html).
 */
export function setUserActive(user: StandInUser, active: boolean): void {
  user.active = active;
  const hooks = (globalThis as unknown as { Hooks: { callAll: (hook: string, ...args: unknown[]) => void } }).Hooks;
  hooks.callAll("userConnected", user, active);
}

export const installPart: StandInPart = (globals, standIn) => {
  standInSocket = new StandInSocket();
  const hb = makeHandlebars(standIn.i18n);
  const renderTemplate = async (path: string, context: Record<string, unknown>) => {
    const source = fs.readFileSync(templateFile(path), "utf8");
    for (const [, partial] of source.matchAll(/{{>\s*"([^"]+)"/g)) {
      if (partial) hb.registerPartial(partial, fs.readFileSync(templateFile(partial), "utf8"));
    }
    return hb.compile(source)(context);
  };
  queriedSelectors.length = 0;
  deepAssign(globals, {
    // No page is modelled: nothing is rendered, so a lookup finds nothing (and is recorded).
    document: {
      querySelectorAll: (selector: string) => {
        queriedSelectors.push(selector);
        return [];
      },
    },
    ChatMessage: StandInChatMessage,
    game: { messages: new StandInCollection<StandInChatMessage>(), socket: standInSocket },
    foundry: { applications: { handlebars: { renderTemplate } } },
  });
};
