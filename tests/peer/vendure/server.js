// The peer's server for the bench: Vendure on PEER_DATABASE_URL (prepared by setup.js), listening
// on 127.0.0.1:PEER_PORT. No job queue worker: nothing the bench does needs a job run.
'use strict';
const { bootstrap } = require('@vendure/core');
const { vendureConfig } = require('./config');

async function main() {
  const app = await bootstrap(vendureConfig({ port: Number(process.env.PEER_PORT || 3000) }));
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
