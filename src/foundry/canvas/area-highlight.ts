import { serialLine } from "../shared/serial-line";
import { isRuleViolation, type RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID } from "../shared/constants";
import type { AreaHandle, AreaService, AreaSpec } from "./area-types";

/**
 * Areas drawn on the canvas while a dialog is open (legal targets, say), through the shared area
 * service. One change at a time; the same areas (by `keyOf`) are not drawn twice; a drawing that
 * fails, however (the service, the key, the report itself), is reported once (`onFailure`, and
 * the error once in the console) and the dialog goes on without it: `show` and `close` never
 * reject, so the dialog's render never fails for a highlight. After `close` nothing more is drawn.
 */
export class AreaHighlight {
  #shown: { key: string; handles: AreaHandle[] } | null = null;
  readonly #line = serialLine();
  #warned = false;
  #closed = false;

  constructor(
    readonly areas: AreaService,
    private readonly onFailure: (error: unknown) => void,
    private readonly keyOf: (specs: readonly AreaSpec[]) => string = (specs) => JSON.stringify(specs),
  ) {}

  show(specs: readonly AreaSpec[]): Promise<void> {
    return this.#enqueue(() => this.#apply(this.#closed ? [] : specs));
  }

  close(): Promise<void> {
    this.#closed = true;
    return this.#enqueue(() => this.#apply([]));
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    return this.#line(work);
  }

  async #apply(specs: readonly AreaSpec[]): Promise<void> {
    try {
      const key = specs.length === 0 ? "" : this.keyOf(specs);
      if ((this.#shown?.key ?? "") === key) return;
      if (this.#shown) {
        const { handles } = this.#shown;
        this.#shown = null;
        for (const handle of handles) await this.areas.remove(handle);
      }
      if (specs.length > 0) {
        const handles: AreaHandle[] = [];
        this.#shown = { key, handles };
        for (const spec of specs) handles.push(await this.areas.show(spec));
      }
    } catch (error) {
      this.#report(error);
    }
  }

  #report(error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    console.error(`${SYSTEM_ID} | an area highlight failed; the dialog goes on without it`, error);
    try {
      this.onFailure(error);
    } catch (reportError) {
      console.error(`${SYSTEM_ID} | reporting the failed area highlight failed too`, reportError);
    }
  }
}

/** Why a drawing failed, for the warning: a rule's own words, else the error's message. */
export function failureReason(error: unknown, localise: (violation: RuleViolation) => string): string {
  return isRuleViolation(error) ? localise(error) : error instanceof Error ? error.message : String(error);
}
