import { isRuleViolation } from "../../../rules/common/errors";
import type { AreaHandle, AreaService, AreaSpec } from "../../canvas/area";
import { tokenCenter } from "../../canvas/token-footprint";
import { localiseIssue } from "../documents/violations";
import { pmFormat, singKey } from "./labels";

/** A ring a quarter of a space wider than the token, in scene units (what MeasuredTemplate `distance` takes). */
export function ringAround(token: { x: number; y: number; width?: number | null; height?: number | null }, grid: { sizeX: number; sizeY: number; distance: number }): AreaSpec {
  const spaces = Math.max(token.width ?? 1, token.height ?? 1);
  return { kind: "circle", center: tokenCenter(token, grid), radius: (spaces / 2 + 0.25) * grid.distance };
}

/**
 * The legal targets ringed on the canvas while the Sing dialog is open, through the shared area
 * service. One change at a time; the same rings are not drawn twice; a drawing that fails is
 * warned about once and the song goes on without it.
 */
export class SingHighlight {
  #shown: { key: string; handles: AreaHandle[] } | null = null;
  #queue: Promise<void> = Promise.resolve();
  #warned = false;
  #closed = false;

  constructor(readonly areas: AreaService) {}

  show(rings: readonly AreaSpec[]): Promise<void> {
    return this.#enqueue(() => this.#apply(this.#closed ? [] : rings));
  }

  close(): Promise<void> {
    this.#closed = true;
    return this.#enqueue(() => this.#apply([]));
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    this.#queue = this.#queue.then(work, work);
    return this.#queue;
  }

  async #apply(rings: readonly AreaSpec[]): Promise<void> {
    const key = JSON.stringify(rings);
    if ((this.#shown?.key ?? "[]") === key) return;
    try {
      if (this.#shown) {
        const { handles } = this.#shown;
        this.#shown = null;
        for (const handle of handles) await this.areas.remove(handle);
      }
      if (rings.length > 0) {
        const handles: AreaHandle[] = [];
        this.#shown = { key, handles };
        for (const ring of rings) handles.push(await this.areas.show(ring));
      }
    } catch (error) {
      if (this.#warned) return;
      this.#warned = true;
      const reason = isRuleViolation(error) ? localiseIssue(error) : error instanceof Error ? error.message : String(error);
      ui.notifications?.warn(pmFormat(singKey("HighlightFailed"), { reason }));
    }
  }
}
