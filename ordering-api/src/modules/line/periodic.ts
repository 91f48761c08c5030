// A job run every so often in this process, one run at a time: the LINE outbox sender and the
// broadcast sender. Several replicas may run it; the job itself claims its rows (SKIP LOCKED).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface PeriodicJob {
  start(intervalMs: number): void;
  /** Runs soon, unless a run is going on (that run picks up the new work, or the next tick does). */
  nudge(): void;
  stop(): Promise<void>;
}

export function createPeriodicJob(run: () => Promise<unknown>, log: FastifyBaseLogger, what: string): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start(intervalMs) {
      if (timer) return;
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    nudge() {
      if (timer) setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
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
