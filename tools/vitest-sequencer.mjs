// Vitest's own order (tests that failed last time first, then the longest, by its cache), except
// that the command-line suite starts first on a machine with no cache yet (a clean clone): its
// files play thousands of seeded games each (up to ~30 s), and begun last they would leave the
// other cores idle at the end of the run.
import { BaseSequencer } from "vitest/node";

const LONG_FIRST = "/test/cli/";

export default class LongFirstSequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const known = (file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${file.moduleId.slice(this.ctx.config.root.length + 1)}`) !== undefined;
    if (sorted.some(known)) return sorted;
    return [...sorted.filter((file) => file.moduleId.includes(LONG_FIRST)), ...sorted.filter((file) => !file.moduleId.includes(LONG_FIRST))];
  }
}
