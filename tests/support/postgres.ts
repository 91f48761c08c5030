// psql for the throwaway databases of the bench and of the replica stack.
import { execFileSync } from 'node:child_process';

/** Runs SQL with psql on `url` and answers its rows, fields split on tabs. */
export function psql(url: string, text: string): string[][] {
  const out = execFileSync(
    'psql',
    [url, '-X', '-q', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', text],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  return out
    .split('\n')
    .filter((row) => row.length > 0)
    .map((row) => row.split('\t'));
}

/** The url of database `name` on the server of `server`. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
