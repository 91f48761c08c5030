// Several ordering API replicas on one PostgreSQL database, each with its own pool, taking a test's
// calls in turn as a round-robin balancer would.
import type { App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { buildTestApp, type TestApp } from './app';
import type { Injector } from '../src/modules/orders/test-kit';

export interface Replicas {
  /** The replicas' apps; the first is built on the given handle. */
  apps: TestApp[];
  /** Sends each call to the next replica in turn. */
  target: Injector;
  /** Closes every app and the pools this made (not the given handle). */
  close(): Promise<void>;
}

/** The connection string of a PostgreSQL handle, to open another pool on the same database. */
export function connectionStringOf(handle: DatabaseHandle): string {
  const url = (handle.pool as unknown as { options?: { connectionString?: string } } | undefined)
    ?.options?.connectionString;
  if (!url) throw new Error('replicas need a PostgreSQL handle (DATABASE_URL)');
  return url;
}

export async function buildReplicas(
  db: DatabaseHandle,
  count: number,
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<Replicas> {
  const handles: DatabaseHandle[] = [db];
  for (let n = 1; n < count; n++) {
    handles.push(await openDatabase({ databaseUrl: connectionStringOf(db), poolSize: 10 }));
  }
  const apps = await Promise.all(handles.map((handle) => buildTestApp(handle, options)));
  let next = 0;
  const inject = ((...args: Parameters<App['inject']>) => {
    const app = apps[next++ % apps.length]!.app;
    return (app.inject as (...a: unknown[]) => unknown)(...args);
  }) as App['inject'];
  return {
    apps,
    target: { inject },
    async close() {
      await Promise.all(apps.map((t) => t.app.close()));
      await Promise.all(handles.slice(1).map((handle) => handle.close()));
    },
  };
}
