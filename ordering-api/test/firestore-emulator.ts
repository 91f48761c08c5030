// An in-process Firestore emulator (no Java, no network) for the Firestore chat store's tests.
import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Starts an emulator and points firebase-admin at it (FIRESTORE_EMULATOR_HOST). */
export async function startFirestoreEmulator() {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  const host = `127.0.0.1:${port}`;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  // The Google auth library may probe a cloud metadata server for credentials: never in tests.
  process.env.METADATA_SERVER_DETECTION = 'none';
  /** Documents of the emulator holding a field of that name (a rough count, to show what was written). */
  const holding = (field: string) => JSON.stringify(server.state.toJSON()).split(`"${field}":`).length - 1;
  return { host, holding, stop: () => server.stop() };
}
