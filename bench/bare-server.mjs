// The yardstick for the home-products benchmark: a bare Fastify route that answers the same
// bytes, with nothing else (no security headers, no logging, no cache lookup).
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BODY_FILE, 'utf8');
const app = Fastify();
app.get('/api/product/gethomeproducts', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
