// The database handle, opened by the server (or a test) and shared by every
// repository. The app does not close it: whoever opened it does.
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
}

export const dbPlugin = fp<DbPluginOptions>(
  (app, { handle }, done) => {
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    done();
  },
  { name: 'db' },
);
