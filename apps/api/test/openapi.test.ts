import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatusesOf } from '../src/platform/openapi-errors.js';
import { startTestShop, type TestShop } from './helpers.js';

// A client for the shop is generated from /api/docs: every call must say what it takes and what
// it answers, errors included, and a call that needs a session must say so.
let shop: TestShop;
let doc: Document;
beforeAll(async () => {
  shop = await startTestShop({ WORKERS: 'false' });
  doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
});
afterAll(() => shop.close());

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
};
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response>; security?: unknown[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: { in: string; name: string; schema?: Schema }[] };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** Every documented API call, as "METHOD /path" with its operation. */
function operations(): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    path.startsWith('/api/') && !path.startsWith('/api/docs') ? Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]) : [],
  );
}

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name];
}

describe('the OpenAPI document', () => {
  it('describes the success answer of every API call, and the session of every guarded one', async () => {
    const problems: string[] = [];
    const unguarded = /^\/api\/(product|item|gallery|leaderboard|shop\/info|push\/key|order\/checkid|auth\/(login|register|verifyandregister|verifymail|google|oidc)|otp|password|dev|sandbox|payments\/webhook|health)/;
    for (const [call, op] of operations()) {
      const path = call.split(' ')[1]!;
      const success = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
      // The webhook answers the gateway, and Google sign-in's two steps answer a redirect, not JSON.
      // The owner's reports answer CSV, streamed.
      const answersJson = !['/api/payments/webhook/{provider}', '/api/auth/google', '/api/auth/google/callback'].includes(path) && !path.endsWith('.csv');
      if (answersJson && !success?.[1].content) problems.push(`${call}: no success answer schema`);
      if (!unguarded.test(path) && !op.security?.length) problems.push(`${call}: needs a session but does not declare one`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(60);
  });

  it('describes the error answers of every call: a 4xx and a 5xx at least, each in the shared error shape', () => {
    const problems: string[] = [];
    for (const [call, op] of operations()) {
      const errors = Object.entries(op.responses ?? {}).filter(([status]) => /^[45]\d\d$/.test(status));
      if (!errors.some(([status]) => status.startsWith('4'))) problems.push(`${call}: no 4xx answer`);
      if (!errors.some(([status]) => status.startsWith('5'))) problems.push(`${call}: no 5xx answer`);
      for (const [status, response] of errors) {
        const schema = resolve(response.content?.['application/json']?.schema);
        if (!response.description || response.description === 'Default Response') problems.push(`${call} ${status}: no description`);
        if (!schema) {
          problems.push(`${call} ${status}: no JSON schema`);
          continue;
        }
        const field = ['msg', 'message', 'error'].find((f) => schema.required?.includes(f) && schema.properties?.[f]?.type === 'string');
        if (!field) problems.push(`${call} ${status}: no required message field (msg, message or error)`);
        for (const required of ['code', 'requestId']) if (!schema.required?.includes(required)) problems.push(`${call} ${status}: ${required} is not required`);
        // Calls add fields of their own (success: false, redirect_url): a client must accept them.
        if (schema.additionalProperties === false) problems.push(`${call} ${status}: refuses the fields a call adds`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the statuses each call really gives: guards, throttles, and what a route says of itself', () => {
    const statuses = (call: string) =>
      Object.keys(doc.paths[call.split(' ')[1]!]?.[call.split(' ')[0]!.toLowerCase()]?.responses ?? {})
        .filter((s) => /^[45]/.test(s))
        .map(Number);
    expect(statuses('POST /api/order/createWalletOrder')).toEqual(expect.arrayContaining([400, 401, 402, 403, 404, 409, 422, 500, 503]));
    expect(statuses('POST /api/order/createOrder')).not.toContain(402);
    expect(statuses('POST /api/order/checkid')).toEqual(expect.arrayContaining([400, 404, 422, 429, 500, 503]));
    expect(statuses('POST /api/order/checkid')).not.toContain(401);
    expect(statuses('POST /api/auth/login')).toEqual(expect.arrayContaining([401, 403, 404, 429]));
    // An admin's call: no session is 401, a customer's session 403.
    expect(statuses('GET /api/admin/stats')).toEqual([400, 401, 403, 500, 503]);
    // A call that reads the session in its handler declares it, and so answers 401.
    expect(statuses('GET /api/product/allproducts')).toContain(401);
    expect(statuses('GET /api/product/gethomeproducts')).toEqual([400, 500, 503]);
    // A body that is too large or of a type no parser takes.
    expect(statuses('POST /api/wallet/topup')).toEqual(expect.arrayContaining([413, 415]));
    // The error field of each call: `msg` for a wallet order, `error` for a UPI order, `message` by default.
    const refOf = (path: string, method: string, status: string) => doc.paths[path]![method]!.responses![status]!.content!['application/json']!.schema!.$ref;
    expect(refOf('/api/order/createWalletOrder', 'post', '402')).toBe('#/components/schemas/ErrorInMsg');
    expect(refOf('/api/order/createOrder', 'post', '409')).toBe('#/components/schemas/ErrorInError');
    expect(refOf('/api/admin/stats', 'get', '403')).toBe('#/components/schemas/ErrorInMessage');
    expect(Object.keys(doc.components?.schemas ?? {}).sort()).toEqual(['ErrorInError', 'ErrorInMessage', 'ErrorInMsg']);
  });

  it('derives the statuses from what a route is', () => {
    const guard = async () => {};
    expect(errorStatusesOf({ method: 'GET', schema: {} })).toEqual([400, 500, 503]);
    expect(errorStatusesOf({ method: 'POST', onRequest: guard, config: { errors: [404, 409] } })).toEqual([400, 401, 404, 409, 413, 415, 500, 503]);
    expect(errorStatusesOf({ method: 'GET', schema: { security: [{ bearer: [] }] } as object })).toEqual([400, 401, 500, 503]);
  });

  it('states the minimum and the maximum of every amount and count, asked for or answered', () => {
    // Bounds at the edge of a double's exact integers are what zod writes for any integer: no bound at all.
    const noBound = Number.MAX_SAFE_INTEGER;
    const amountOrCount = /price|value|amount|balance|discount|total|count|stock|points|limit|quantity|sales?$|spent|earning|commi?ss?ion|reward|redeem|page|percentage|timer|orders$|attempts|threshold/i;
    const problems = new Set<string>();
    const walk = (schema: Schema | undefined, where: string, name: string) => {
      if (!schema || schema.$ref) return;
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if ((types.includes('number') || types.includes('integer')) && amountOrCount.test(name)) {
        const min = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined);
        const max = schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined);
        if (min === undefined || min <= -noBound) problems.add(`${where}: ${name} has no minimum`);
        if (max === undefined || max >= noBound) problems.add(`${where}: ${name} has no maximum`);
      }
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(branch, where, name);
      walk(schema.items, where, name);
      for (const [property, child] of Object.entries(schema.properties ?? {})) walk(child, where, property);
    };
    for (const [call, op] of operations()) {
      for (const parameter of op.parameters ?? []) walk(parameter.schema, `${call} (${parameter.in})`, parameter.name);
      for (const content of Object.values(op.requestBody?.content ?? {})) walk(content.schema, `${call} (body)`, '');
      for (const [status, response] of Object.entries(op.responses ?? {})) for (const content of Object.values(response.content ?? {})) walk(content.schema, `${call} (${status})`, '');
    }
    expect([...problems].sort()).toEqual([]);
  });

  it('states the bounds the shop keeps: ₹10 crore an admin credit, ₹10 lakh a price, ₹100 crore a wallet', () => {
    const body = (path: string) => doc.paths[path]!.post!.requestBody!.content!['application/json']!.schema!;
    const numberBranch = (s: Schema) => (s.anyOf ?? [s]).find((b) => b.type === 'number' || b.type === 'integer')!;
    expect(numberBranch(body('/api/admin/adduserbalance').properties!.amount!)).toMatchObject({ minimum: 0.01, maximum: 10_00_00_000 });
    expect(numberBranch(body('/api/admin/createitem').properties!.discountedprice!)).toMatchObject({ minimum: 0, maximum: 10_00_000 });
    expect(numberBranch(body('/api/wallet/topup').properties!.value!)).toMatchObject({ type: 'integer', minimum: 1, maximum: 50_000 });
    const balance = doc.paths['/api/wallet/getbalance/{userid}']!.get!.responses!['200']!.content!['application/json']!.schema!.properties!.balance;
    expect(balance).toMatchObject({ minimum: 0, maximum: 100_00_00_000 });
    const page = doc.paths['/api/admin/users_data']!.get!.parameters!.find((p) => p.name === 'page')!.schema!;
    expect(numberBranch(page)).toMatchObject({ minimum: 1, maximum: 1_000_000 });
  });
});

describe('error answers with their documented schemas', () => {
  it('go through unchanged, with the fields a call adds of its own', async () => {
    const user = await shop.factories.user();
    const { product, packs } = await shop.factories.product({ type: 'OTHER', inputs: [{ label: 'User ID' }] });
    // 402: the wallet order's own fields (msg, redirect_url) beside the code and the request id.
    const short = await shop.app.inject({
      method: 'POST',
      url: '/api/order/createWalletOrder',
      headers: user.auth,
      payload: { product_id: product.id, item_id: packs[0]!.id, userid: String(user.userid), input1: '12345', paymentmode: 'wallet' },
    });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toEqual({ msg: expect.any(String), code: 'INSUFFICIENT_BALANCE', requestId: expect.any(String), redirect_url: '/balanceerror' });
    // A call whose spec fixes its error fields: success: false beside `error`.
    const coupon = await shop.app.inject({ method: 'POST', url: '/api/coupon/validatecoupon', headers: user.auth, payload: { couponCode: 'NOPE', item_id: packs[0]!.id } });
    expect(coupon.statusCode).toBe(404);
    expect(coupon.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND', requestId: expect.any(String), success: false });
    // And a code the spec fixes ("1") in place of the stable one.
    const link = await shop.app.inject({ method: 'POST', url: `/api/auth/verifymail/${user.id}/not-a-real-token-at-all`, payload: {} });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual({ msg: expect.any(String), code: '1', requestId: expect.any(String) });
    // A status a route documents, and one it does not (a body too large for any call).
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/stats', headers: user.auth })).json()).toEqual({ message: 'Admins only.', code: 'FORBIDDEN', requestId: expect.any(String) });
    const huge = await shop.app.inject({ method: 'POST', url: '/api/wallet/topup', headers: { ...user.auth, 'content-type': 'application/json' }, payload: JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ msg: 'Request body is too large', code: 'BAD_REQUEST' });
  });
});
