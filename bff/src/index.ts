// What other packages of the workspace may use in-process (the cross-package
// tests and benchmarks): build the bff without listening, from a checked env.
export { buildApp, type BuildAppOptions } from './app.js';
export { EnvError, loadEnv, type Env } from './env.js';
