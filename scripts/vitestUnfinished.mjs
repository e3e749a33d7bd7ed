// A Vitest reporter for CI logs, which keep only their tail: when a test file never finishes
// (its worker process died: a crash, the OOM killer), it says which file and which test was
// running, last of all, where the tail shows it. With PADDOCK_VITEST_OUTCOME set, it also
// writes there which files never finished and how many tests failed, for `npm test` to decide
// whether running those files again is all that is needed (decision 103).
import { writeFileSync } from 'node:fs';

const running = new Map();

const key = (testModule) => `${testModule.project.name} ${testModule.relativeModuleId}`;

export default class UnfinishedFiles {
  onTestModuleStart(testModule) {
    running.set(key(testModule), {
      project: testModule.project.name,
      file: testModule.relativeModuleId,
      test: null,
    });
  }

  onTestCaseReady(testCase) {
    const entry = running.get(key(testCase.module));
    if (entry) entry.test = testCase.fullName;
  }

  onTestModuleEnd(testModule) {
    running.delete(key(testModule));
  }

  onTestRunEnd(testModules) {
    const outcome = process.env.PADDOCK_VITEST_OUTCOME;
    if (outcome) {
      const failedTests = testModules.reduce(
        (sum, testModule) => sum + [...testModule.children.allTests('failed')].length,
        0,
      );
      const unfinished = [...running.values()].map(({ project, file }) => ({ project, file }));
      writeFileSync(outcome, JSON.stringify({ failedTests, unfinished }));
    }
    if (running.size === 0) return;
    console.error('\nTest files that never finished (did their worker process die?):');
    for (const { project, file, test } of running.values()) {
      console.error(`  ${project} ${file}${test ? `, during "${test}"` : ''}`);
    }
  }
}
