import type { SweepTask } from '../jobs/sweeper';
import type { AppMetrics } from './appMetrics';

/** The same task, its every run timed into paddock_job_duration_seconds under its name. */
export function timedTask(task: SweepTask, metrics: AppMetrics): SweepTask {
  return {
    ...task,
    async run() {
      const stop = metrics.jobDuration.startTimer({ job: task.name });
      try {
        const result = await task.run();
        stop({ outcome: 'done' });
        return result;
      } catch (error) {
        stop({ outcome: 'failed' });
        throw error;
      }
    },
  };
}
