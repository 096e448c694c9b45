import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * Serves a local stand-in for a vendor's API (an SMS or payment gateway) on a free port for the
 * whole test file; `origin` is known once the file's first `beforeAll` has run. Open connections
 * are cut at the end, so that a test leaving a request hanging does not hold the file open.
 */
export function serveDuringFile(server: Server) {
  const served = { origin: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    served.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return served;
}

/** A port nothing listens on now (the machine runs other services on fixed ports). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
