// The ceiling for the wallet-orders benchmark on PostgreSQL: a bare Fastify route that takes the
// same order request and makes as many round trips to the same server as one order costs the shop
// (ROUND_TRIPS), each the cheapest statement there is, prepared, on a pooled connection held for
// the request, and does nothing else (no session, no checks, no writes, no delivery). No server
// on this machine that makes that many round trips per order can place orders faster.
import Fastify from 'fastify';
import pg from 'pg';

const roundTrips = Number(process.env.ROUND_TRIPS);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify();
app.post('/api/order/createWalletOrder', async () => {
  const client = await pool.connect();
  try {
    for (let i = 0; i < roundTrips; i++) await client.query({ name: 'one', text: 'select $1::int as n', values: [i] });
  } finally {
    client.release();
  }
  return { success: true };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => pool.end()).then(() => process.exit(0)));
