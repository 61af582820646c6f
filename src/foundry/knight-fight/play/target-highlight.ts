import type { Offset } from "../../../rules/common/geometry";
import { isRuleViolation } from "../../../rules/common/errors";
import type { AreaHandle, AreaService } from "../../canvas/area";
import { localiseViolation } from "../documents/violations";
import { kfFormat } from "../labels";

/**
 * The legal targets' hexes highlighted on the canvas while the attack dialog is open, through the
 * shared area service. One change at a time; the same hexes are not drawn twice; a drawing that
 * fails is warned about once and the attack goes on without it.
 */
export class TargetHighlight {
  #shown: { key: string; handle: AreaHandle } | null = null;
  #queue: Promise<void> = Promise.resolve();
  #warned = false;
  #closed = false;

  constructor(readonly areas: AreaService) {}

  show(hexes: readonly Offset[]): Promise<void> {
    return this.#enqueue(() => this.#apply(this.#closed ? [] : hexes));
  }

  close(): Promise<void> {
    this.#closed = true;
    return this.#enqueue(() => this.#apply([]));
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    this.#queue = this.#queue.then(work, work);
    return this.#queue;
  }

  async #apply(hexes: readonly Offset[]): Promise<void> {
    const key = hexes.map((h) => `${h.i},${h.j}`).sort().join(";");
    if ((this.#shown?.key ?? "") === key) return;
    try {
      if (this.#shown) {
        const { handle } = this.#shown;
        this.#shown = null;
        await this.areas.remove(handle);
      }
      if (hexes.length > 0) this.#shown = { key, handle: await this.areas.show({ kind: "cells", offsets: hexes }) };
    } catch (error) {
      if (this.#warned) return;
      this.#warned = true;
      const reason = isRuleViolation(error) ? localiseViolation(error) : error instanceof Error ? error.message : String(error);
      ui.notifications?.warn(kfFormat("Attack.HighlightFailed", { reason }));
    }
  }
}
