// Starts the bff: reads the configuration, listens, and closes gracefully on
// SIGTERM or SIGINT: no new connections, in-flight calls finish, and after
// SHUTDOWN_TIMEOUT_MS what is left (long-lived event streams) is cut.
import { buildApp } from './app.js';
import { EnvError, loadEnv, type Env } from './env.js';

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv(process.env);
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }

  const app = await buildApp({ env });
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    app.log.fatal({ err: error }, 'the bff could not start listening');
    process.exit(1);
  }
  app.log.info(
    { basePath: env.BASE_PATH, orderingApi: env.ORDERING_API_URL, webDist: env.WEB_DIST_DIR },
    'bff ready',
  );

  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    const force = setTimeout(() => {
      app.log.warn('grace period over: closing the remaining connections');
      app.server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // A keep-alive connection whose call was in flight turns idle only once that call is answered:
    // close such connections as they turn idle, or they would hold the close open until they time out.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

void main();
