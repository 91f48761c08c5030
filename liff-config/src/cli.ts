// Provisions the LIFF apps and the rich menus per center (a dry run unless --apply).
//
//   pnpm --filter @eorder/liff-config provision --origin https://shop.example.com --base-path /eorder/ --centers DC01,DC02
//   pnpm --filter @eorder/liff-config provision --origin https://shop.example.com --json        # LIFF API bodies only
//
// See src/provision/command.ts for the options and the tokens it reads.
import { runProvision } from './provision/command';

const code = await runProvision(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
process.exitCode = code;
