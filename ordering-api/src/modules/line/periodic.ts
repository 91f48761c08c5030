// A job run every so often in this process, one run at a time: the LINE outbox sender and the
// broadcast sender. Several replicas may run it; the job itself claims its rows (SKIP LOCKED).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface PeriodicJob {
  start(intervalMs: number): void;
  /**
   * Runs in `delayMs` (0: at once), once for every nudge of that window; nudged during a run, it
   * runs once more after it, so work queued after the run's last claim does not wait for a tick.
   */
  nudge(delayMs?: number): void;
  stop(): Promise<void>;
}

export function createPeriodicJob(run: () => Promise<unknown>, log: FastifyBaseLogger, what: string): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let soon: NodeJS.Timeout | undefined;
  let again = false;

  const tick = () => {
    if (stopped) return;
    if (running) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };
  const nudged = () => {
    soon = undefined;
    if (running) again = true;
    else tick();
  };

  return {
    start(intervalMs) {
      if (timer) return;
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    nudge(delayMs = 0) {
      if (!timer || soon) return;
      soon = setTimeout(nudged, delayMs);
      soon.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      timer = undefined;
      soon = undefined;
      await running;
    },
  };
}

/** Runs the job every `intervalMs` from the moment the app is ready (when `enabled`), and waits for its run on close. */
export function runWithApp(app: FastifyInstance, job: Pick<PeriodicJob, 'start' | 'stop'>, intervalMs: number, enabled = true): void {
  if (enabled) {
    app.addHook('onReady', (next) => {
      job.start(intervalMs);
      next();
    });
  }
  app.addHook('onClose', async () => {
    await job.stop();
  });
}
