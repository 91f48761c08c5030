// Provisions the LIFF apps and the rich menus per center (a dry run unless --apply); the options
// are in src/provision/command.ts.
import { runProvision } from './provision/command';

const code = await runProvision(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
process.exitCode = code;
