// A Vitest reporter for CI logs, which keep only their tail: when a test file never finishes
// (its worker process died: a crash, the OOM killer), it says which file and which test was
// running, last of all, where the tail shows it.
const running = new Map();

const key = (testModule) => `${testModule.project.name} ${testModule.relativeModuleId}`;

export default class UnfinishedFiles {
  onTestModuleStart(testModule) {
    running.set(key(testModule), null);
  }

  onTestCaseReady(testCase) {
    running.set(key(testCase.module), testCase.fullName);
  }

  onTestModuleEnd(testModule) {
    running.delete(key(testModule));
  }

  onTestRunEnd() {
    if (running.size === 0) return;
    console.error('\nTest files that never finished (did their worker process die?):');
    for (const [file, test] of running) {
      console.error(`  ${file}${test ? `, during "${test}"` : ''}`);
    }
  }
}
