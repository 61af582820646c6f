/**
 * Hooks, as documented at https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html:
 * `on` / `once` register (once removes itself after its first call), `callAll` calls every
 * handler, `call` stops at the first handler that returns `false` and then returns false.
 */
type Handler = (...args: unknown[]) => unknown;

export class StandInHooks {
  readonly #handlers = new Map<string, { fn: Handler; once: boolean; id: number }[]>();
  #nextId = 1;

  on(hook: string, fn: Handler): number {
    return this.#add(hook, fn, false);
  }
  once(hook: string, fn: Handler): number {
    return this.#add(hook, fn, true);
  }
  off(hook: string, fnOrId: Handler | number): void {
    const list = this.#handlers.get(hook) ?? [];
    this.#handlers.set(hook, list.filter((h) => h.fn !== fnOrId && h.id !== fnOrId));
  }
  callAll(hook: string, ...args: unknown[]): true {
    for (const handler of this.#take(hook)) handler.fn(...args);
    return true;
  }
  call(hook: string, ...args: unknown[]): boolean {
    for (const handler of this.#take(hook)) if (handler.fn(...args) === false) return false;
    return true;
  }
  #add(hook: string, fn: Handler, once: boolean): number {
    const id = this.#nextId++;
    this.#handlers.set(hook, [...(this.#handlers.get(hook) ?? []), { fn, once, id }]);
    return id;
  }
  #take(hook: string) {
    const list = this.#handlers.get(hook) ?? [];
    this.#handlers.set(hook, list.filter((h) => !h.once));
    return list;
  }
}
