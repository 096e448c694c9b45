// Plumbing shared by the local stand-ins for vendors' APIs. Free of the test runner, because the
// supplier fakes also run as programs of their own.
import type { IncomingMessage, Server } from 'node:http';

/** A request's body as text, read to its end, and its URL resolved against a placeholder origin. */
export async function readRequest(req: IncomingMessage): Promise<{ raw: string; url: URL }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return { raw: Buffer.concat(chunks).toString('utf8'), url: new URL(req.url ?? '/', 'http://fake') };
}

/**
 * Stops a fake vendor: its pending delayed answers, then every open request (hanging ones hold
 * their sockets otherwise), then the server itself.
 */
export async function closeFakeServer(server: Server, timers: Set<NodeJS.Timeout>) {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
}
