// The validated configuration and the clock, available to every plugin and
// module as app.env and app.clock (tests pass a clock they can move).
import fp from 'fastify-plugin';
import type { Env } from '../env';

/** The current time; tests pass one they can move. */
export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    clock: Clock;
  }
}

export interface EnvPluginOptions {
  env: Env;
  clock: Clock;
}

export const envPlugin = fp<EnvPluginOptions>(
  (app, { env, clock }, done) => {
    app.decorate('env', env);
    app.decorate('clock', clock);
    done();
  },
  { name: 'env' },
);
