import fs from "node:fs";
import Handlebars from "handlebars";
import { StandInElement } from "../dom";
import { clearDetachedWindows, detachedApi, openDetachedWindow } from "../v14/detached-windows";
import { deepAssign } from "../deep-assign";
import type { StandIn, StandInPart } from "../index";
import { currentTab, documentHookOnEveryClient, runAsClient, tabsOf } from "../clients";
import { currentUser, forgetDocument, permissionRefusal, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData, type StandInUser } from "./documents";

/**
 * Chat messages, templates and the package socket, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html: `create(data)`
 *   stores the message in `game.messages` with `author` = the creating user, who owns it;
 *   `rolls`, `content`, `speaker`, `flags`; `getSpeaker()`; `implementation` is the class. The
 *   author owns the message and may update it, flags and rolls included; another player's update
 *   is refused by the server and rejects, as every document's (parts/documents.ts, `update`). `rolls` are stored as
 *   JSON strings and rebuilt as Roll instances (the class found by name) when read. Every
 *   connected client runs `createChatMessage(message, options, userId)` after it is stored
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html).
 * - https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.renderTemplate.html:
 *   renders a template path (`systems/shelf-wars/templates/...` is read from `templates/`), with
 *   the core `localize` and `concat` helpers and partials referenced by path.
 * - https://foundryvtt.com/api/v13/classes/foundry.helpers.SocketInterface.html (game.socket),
 *   https://foundryvtt.wiki/en/development/api/sockets: a package event emitted by one client
 *   reaches every *other* connected client (never the emitter's own), whose listeners get
 *   `(data, senderId)`: the server forwards only the first argument the client emitted and
 *   appends the sender's user id; a second argument is read as options, of which
 *   `{recipients: userIds}` limits who receives it (docs/foundry-v13-api.md, Corrections).
 *   Whatever else a client emits never reaches a listener. The stand-in runs one client per
 *   active user in turn: the listener runs as the recipient's client (`game.user` is the
 *   recipient for it and for any work it leaves running), and what it returns is awaited (real
 *   clients run in parallel; this serialises them).
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#renderhtml:
 *   `renderHTML()` builds the message's `<li class="chat-message" data-message-id>` element with
 *   its content enriched (TextEditor.enrichHTML, secrets for the owner), then calls the
 *   `renderChatMessageHTML` hooks with (message, html, context)
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.renderChatMessageHTML.html) and returns
 *   the element. Core's chat-message template is not available here: the stand-in's element has
 *   the same root, data attribute, sender and content, nothing of core's header controls.
 *   Whispered, blind and roll-only messages (whose rolls core renders into the content) are refused.
 * - `message.delete()`: the author (who owns it) or a GM deletes it; anyone else is refused by the
 *   server (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#delete,
 *   `permissionRefusal`). `ChatMessage.deleteDocuments(ids, {deleteAll: true})` and
 *   `game.messages.flush()` (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.ChatMessages.html#flush,
 *   what "Clear Chat Log" calls) delete every message. Core shows the Clear control to GMs only; a
 *   non-GM's deleteAll is not modelled (throws). After a deletion every connected client runs
 *   `deleteChatMessage(message, options, userId)` once per message
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.deleteDocument.html), and the message is gone
 *   from `game.messages` and `fromUuid`.
 * - Each client has its own chat log (`#chat .chat-log`): `showInChatLog(message)` renders the
 *   message into the current user's log, and `document.querySelectorAll` searches the current
 *   user's log only (no other page element is modelled).
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
    documentHookOnEveryClient("createChatMessage", message, [{}], author.id);
    return message;
  }
  constructor(data: StandInDocumentData) {
    super("ChatMessage", data);
  }
  async delete(): Promise<this> {
    const user = currentUser();
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "delete", this);
    removeMessages([this], user.id, {});
    return this;
  }
  static async deleteDocuments(ids: string[], options: { deleteAll?: boolean } = {}): Promise<StandInChatMessage[]> {
    const user = currentUser();
    if (!options.deleteAll) {
      const doomed = ids.map((id) => messages().get(id)).filter((m): m is StandInChatMessage => m !== undefined);
      const refused = doomed.find((m) => !m.testUserPermission(user, "OWNER"));
      if (refused) throw permissionRefusal(user, "delete", refused);
      removeMessages(doomed, user.id, {});
      return doomed;
    }
    if (!user.isGM) throw new Error("stand-in: a non-GM's ChatMessage.deleteDocuments({deleteAll}) is not modelled");
    const all = messages().contents;
    removeMessages(all, user.id, { deleteAll: true });
    return all;
  }
  get author(): StandInUser | null {
    const users = (globalThis as unknown as { game: { users: Map<string, StandInUser> } }).game.users;
    return users.get(String(this._source.author)) ?? null;
  }
  get content(): string {
    return String(this._source.content ?? "");
  }
  get speaker(): { alias?: string; scene?: string | null; actor?: string | null; token?: string | null } {
    return (this._source.speaker as { alias?: string }) ?? {};
  }

  async renderHTML(): Promise<StandInElement> {
    const whisper = (this._source.whisper as unknown[] | undefined) ?? [];
    if (whisper.length > 0 || this._source.blind) throw new Error("stand-in ChatMessage#renderHTML: whispered and blind messages are not modelled");
    const content = this.content;
    const hasElements = /<[a-zA-Z]/.test(content);
    if (!hasElements && ((this._source.rolls as unknown[] | undefined) ?? []).length > 0) {
      throw new Error("stand-in ChatMessage#renderHTML: rendering rolls into a message is not modelled");
    }
    const textEditor = (globalThis as unknown as { foundry: { applications: { ux: { TextEditor: { implementation: { enrichHTML(c: string, o: object): Promise<string> } } } } } }).foundry.applications.ux.TextEditor.implementation;
    const enriched = await textEditor.enrichHTML(content, { secrets: this.isOwner });
    const alias = Handlebars.escapeExpression(this.speaker.alias ?? this.author?.name ?? "");
    const html = StandInElement.fromHTML(
      `<li class="chat-message message flexcol" data-message-id="${this.id}"><header class="message-header"><h4 class="message-sender">${alias}</h4></header><div class="message-content">${enriched}</div></li>`,
    );
    const context = { message: this.toObject(), user: currentUser(), author: this.author, alias: this.speaker.alias ?? this.author?.name ?? "" };
    const hooks = (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): void } }).Hooks;
    hooks.callAll("renderChatMessageHTML", this, html, context);
    return html;
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

function removeMessages(doomed: StandInChatMessage[], userId: string, options: Record<string, unknown>): void {
  for (const message of doomed) {
    messages().delete(message.id);
    forgetDocument(message);
  }
  for (const message of doomed) documentHookOnEveryClient("deleteChatMessage", message, [options], userId);
}

/** `game.messages`, with ChatMessages#flush. */
class StandInMessages extends StandInCollection<StandInChatMessage> {
  flush(): Promise<StandInChatMessage[]> {
    return StandInChatMessage.deleteDocuments([], { deleteAll: true });
  }
}

function messages(): StandInCollection<StandInChatMessage> {
  return (globalThis as unknown as { game: { messages: StandInCollection<StandInChatMessage> } }).game.messages;
}

type Listener = (...args: unknown[]) => unknown;

interface Emitted {
  event: string;
  /** Every argument the client emitted after the event name (tests read what was sent). */
  args: unknown[];
  senderId: string;
  /** The sending tab of the sender's user (its other tabs receive the message). */
  senderTab?: number;
}

/** The users a second emitted argument `{recipients}` names, or null when it names none. */
function recipientsOf(options: unknown): string[] | null {
  if (typeof options !== "object" || options === null) return null;
  const recipients = (options as { recipients?: unknown }).recipients;
  if (recipients === undefined) return null;
  if (!Array.isArray(recipients) || !recipients.every((id) => typeof id === "string")) {
    throw new Error("stand-in socket: recipients that are not a list of user ids are not modelled");
  }
  return recipients;
}

export class StandInSocket {
  readonly #listeners = new Map<string, Listener[]>();
  #chain: Promise<void> = Promise.resolve();
  /** Everything emitted, with the sender, for tests to inspect (and to forge requests with). */
  readonly sent: Emitted[] = [];

  on(event: string, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }
  /**
   * Core's `socket.emit` returns the socket, not a promise
   * (https://socket.io/docs/v4/emitting-events/): a listener's failure shows as the receiving
   * client's uncaught error, which the next `settled()` raises, never as a rejection the emitter holds.
   */
  emit(event: string, ...args: unknown[]): this {
    this.#post({ event, args: structuredClone(args), senderId: currentUser().id, senderTab: currentTab() });
    return this;
  }
  /** This client's socket id (socket.io's `Socket#id`): one per tab of each user. */
  get id(): string {
    return `socket.${currentUser().id}.${currentTab()}`;
  }
  /** While true, messages wait in `held` (in flight on the network) until `release()`. */
  hold = false;
  readonly #held: Emitted[] = [];

  /** Delivers every held message, in order, and waits for them. */
  release(): Promise<void> {
    const held = this.#held.splice(0);
    for (const message of held) this.#enqueue(message);
    return this.settled();
  }

  /**
   * Delivers as if `senderId`'s client had emitted `args` (a test can pose as a malicious
   * client): the server forwards the first argument only, to the recipients it allows.
   */
  deliver(event: string, args: unknown[], senderId: string): Promise<void> {
    this.#post({ event, args: structuredClone(args), senderId });
    return this.hold ? this.#chain : this.settled();
  }

  #post(message: Emitted): void {
    this.sent.push(message);
    if (this.hold) this.#held.push(structuredClone(message));
    else this.#enqueue(message);
  }

  #enqueue({ event, args, senderId, senderTab = 0 }: Emitted): void {
    const game = (globalThis as unknown as { game: { user: StandInUser; users: Map<string, StandInUser> } }).game;
    const [data, options] = args;
    const only = recipientsOf(options);
    this.#chain = this.#chain.then(() => {
      const recipients = [...game.users.values()].filter((u) => u.active && (only === null || only.includes(u.id)));
      for (const recipient of recipients) {
        for (let tab = 0; tab < tabsOf(recipient); tab++) {
          // Every socket but the sending one: the sender's other tabs receive it too.
          if (recipient.id === senderId && tab === senderTab) continue;
          // The recipient's client runs the listener, and whatever it leaves running, as itself.
          // socket.io calls each listener as a message arrives and never awaits what it returns
          // (https://socket.io/docs/v4/listening-to-events/): a listener still working does not hold
          // up the next message, so a GM's handler can wait for an answer another client sends.
          runAsClient(
            recipient,
            () => {
              for (const listener of this.#listeners.get(event) ?? []) this.#track(listener(structuredClone(data), senderId));
            },
            tab,
          );
        }
      }
    });
  }
  readonly #running = new Set<Promise<unknown>>();
  /** A listener that failed (core would show an uncaught error): the next `settled()` rejects with it. */
  #failure: unknown[] = [];
  #track(result: unknown): void {
    if (!(result instanceof Promise)) return;
    const running: Promise<unknown> = result.then(
      () => this.#running.delete(running),
      (error: unknown) => {
        this.#running.delete(running);
        this.#failure.push(error);
      },
    );
    this.#running.add(running);
  }
  /** Resolves once every delivery queued so far, and all the work its listeners started, has been handled. */
  async settled(): Promise<void> {
    for (;;) {
      const chain = this.#chain;
      await chain;
      if (this.#running.size === 0 && chain === this.#chain) break;
      await Promise.all([...this.#running]);
    }
    const failure = this.#failure.shift();
    if (failure !== undefined) throw failure;
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
  // Registered by core when it initialises Handlebars (foundry.applications.handlebars.initialize): strict equality.
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  return hb;
}

export let standInSocket: StandInSocket;

/** Selectors looked up in the page, by whichever client. */
export const queriedSelectors: string[] = [];

const chatLogs = new Map<string, StandInElement>();
/** Users whose chat log is popped out into a detached window (v14, ../v14/detached-windows.ts). */
const poppedOutLogs = new Set<string>();

/** The current user pops the chat log out: it leaves the main `document` for a detached window (v14). */
export function popOutChatLog(): void {
  const log = chatLog();
  const { window } = openDetachedWindow(currentUser().id, log);
  log.showIn(window.document);
  poppedOutLogs.add(currentUser().id);
}

/** The current user's chat log (an `<ol class="chat-log">`), created empty on first use. */
export function chatLog(): StandInElement {
  const user = currentUser();
  let log = chatLogs.get(user.id);
  if (!log) {
    chatLogs.set(user.id, (log = StandInElement.container("ol", "")));
    log.showIn((globalThis as { document?: unknown }).document);
  }
  log.setAttribute("class", "chat-log");
  return log;
}

/** The current user's client shows the message in its chat log (as ChatLog#postOne renders it). */
export async function showInChatLog(message: StandInChatMessage): Promise<StandInElement> {
  const html = await message.renderHTML();
  const log = chatLog();
  log.node.children.push(html.node);
  html.node.parent = log.node;
  return html;
}

// Moved to ../clients.ts, re-exported for the tests that import it from here.
export { setUserActive } from "../clients";

/** v14 only: `foundry.applications.detached` (../v14/detached-windows.ts). */
function detachedPart(): { detached?: unknown } {
  const api = detachedApi(() => currentUser().id);
  return api ? { detached: api } : {};
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
  chatLogs.clear();
  poppedOutLogs.clear();
  clearDetachedWindows();
  deepAssign(globals, {
    // Only each client's chat log is modelled: a lookup searches the current user's log.
    document: {
      querySelectorAll: (selector: string) => {
        queriedSelectors.push(selector);
        return poppedOutLogs.has(currentUser().id) ? [] : chatLog().querySelectorAll(selector);
      },
    },
    ChatMessage: StandInChatMessage,
    game: { messages: new StandInMessages(), socket: standInSocket },
    foundry: { applications: { handlebars: { renderTemplate }, ...detachedPart() } },
  });
};
