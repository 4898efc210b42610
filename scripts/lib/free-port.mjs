// The one free-port helper of the scripts and the tests. Plain JavaScript, so `node scripts/….mjs` runs it
// without a TypeScript loader; free-port.d.mts gives the TypeScript callers (tests, bench-bookings) its type.
import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: the system picks one for a throwaway listener, which
 * is closed before the port is handed out, so a child process can listen on it.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
