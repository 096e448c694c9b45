// Another storefront's origin, for the CORS browser tests: a bare page on two ports, one the shop
// allows in CORS_ORIGINS and one it does not. Run: node e2e/servers/other-storefront.mjs
import { createServer } from 'node:http';

const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another storefront</title></head><body><h1>Another storefront</h1></body></html>';
for (const port of [Number(process.env.ALLOWED_PORT ?? 3104), Number(process.env.FOREIGN_PORT ?? 3105)]) {
  createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)).listen(port, '127.0.0.1');
}
console.log('other storefront pages up');
