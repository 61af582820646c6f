// A vitest reporter for tools/test.mjs's heartbeat: test files finished out of all of them, and
// the tests passed and failed so far (see tools/lib/progress.mjs). Prints nothing itself.
import { reportProgress } from "./lib/progress.mjs";

export default class ProgressReporter {
  total = 0;
  files = 0;
  passed = 0;
  failed = 0;

  onTestRunStart(specifications) {
    this.total = specifications.length;
    this.#report(true);
  }

  onTestCaseResult(testCase) {
    const state = testCase.result().state;
    if (state === "passed") this.passed += 1;
    else if (state === "failed") this.failed += 1;
    this.#report(false);
  }

  onTestModuleEnd() {
    this.files += 1;
    this.#report(this.files === this.total);
  }

  #report(force) {
    const failed = this.failed ? `, ${this.failed} failed` : "";
    reportProgress({ done: this.files, total: this.total, unit: "test files", note: `${this.passed} test${this.passed === 1 ? "" : "s"} passed${failed}` }, force);
  }
}
