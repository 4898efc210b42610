// Vitest's JSON reporter, with each test file's whole time added (docs/testing.md#where-the-time-goes).
// The stock report times a file from its first test's start to its last test's end, which leaves out
// what a file pays before its tests: importing its modules and its beforeAll hooks (a fresh database,
// a server started). Each entry of `testResults` gets `fileDuration` (ms): preparing, environment,
// setup files, collecting (imports) and running (hooks and tests), as Vitest's own summary adds them.
import { JsonReporter } from 'vitest/node';

export default class TimedJsonReporter extends JsonReporter {
  /** @type {Map<string, { prepareDuration: number; environmentSetupDuration: number; setupDuration: number; collectDuration: number; duration: number }>} */
  fileTimes = new Map();

  async onTestRunEnd(testModules, ...rest) {
    this.fileTimes = new Map(
      testModules.map((testModule) => [testModule.task.filepath, testModule.diagnostic()]),
    );
    await super.onTestRunEnd(testModules, ...rest);
  }

  async writeReport(report) {
    const parsed = JSON.parse(report);
    for (const file of parsed.testResults ?? []) {
      const times = this.fileTimes.get(file.name);
      if (!times) continue;
      file.fileDuration = Math.round(
        times.prepareDuration +
          times.environmentSetupDuration +
          times.setupDuration +
          times.collectDuration +
          times.duration,
      );
    }
    parsed.endTime = Date.now();
    await super.writeReport(JSON.stringify(parsed));
  }
}
