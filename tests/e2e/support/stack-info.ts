// What the global setup tells the workers about the running stack.
export interface StackInfo {
  /** The bff with the base path and a trailing slash. */
  baseUrl: string;
  bffOrigin: string;
  basePath: string;
  apiUrl: string;
  smsUrl: string;
  jwtSecret: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the journeys run through playwright.config.ts, whose global setup starts the stack`);
  return value;
}

export function stackFromEnv(): StackInfo {
  return {
    baseUrl: required('E2E_BASE_URL'),
    bffOrigin: required('E2E_BFF_ORIGIN'),
    basePath: required('E2E_BASE_PATH'),
    apiUrl: required('E2E_API_URL'),
    smsUrl: required('E2E_SMS_URL'),
    jwtSecret: required('E2E_JWT_SECRET'),
  };
}

/** A path of the app (`/merchant/login`, `en/`) under the stack's base path, without the origin. */
export function appPath(stack: StackInfo, route: string): string {
  return `${stack.basePath}${route.replace(/^\/+/, '')}`;
}
