import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './helpers.js';

// A client for the shop is generated from /api/docs: every call must say what it takes and what
// it answers, and a call that needs a session must say so.
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ WORKERS: 'false' });
});
afterAll(() => shop.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; security?: unknown[]; requestBody?: unknown; parameters?: { in: string }[] };

describe('the OpenAPI document', () => {
  it('describes the success answer of every API call, and the session of every guarded one', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const problems: string[] = [];
    const unguarded = /^\/api\/(product|item|gallery|leaderboard|shop\/info|order\/checkid|auth\/(login|register|verifyandregister|verifymail|google|oidc)|otp|password|dev|sandbox|payments\/webhook|health)/;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(methods)) {
        const success = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
        // The webhook answers the gateway, and Google sign-in's two steps answer a redirect, not JSON.
        const answersJson = !['/api/payments/webhook/{provider}', '/api/auth/google', '/api/auth/google/callback'].includes(path);
        if (answersJson && !success?.[1].content) problems.push(`${method.toUpperCase()} ${path}: no success answer schema`);
        if (!unguarded.test(path) && !op.security?.length) problems.push(`${method.toUpperCase()} ${path}: needs a session but does not declare one`);
      }
    }
    expect(problems).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(60);
  });
});
