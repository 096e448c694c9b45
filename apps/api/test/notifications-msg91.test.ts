import { createServer, type IncomingMessage, type Server } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMsg91 } from '../src/notifications/msg91.js';
import { AppError } from '../src/platform/errors.js';
import { recordingLog } from './recording-log.js';
import { serveDuringFile } from './local-server.js';
import { readRequest } from './fake-server.js';

const AUTH_KEY = 'msg91-key-Pq4Lw8Tz';
const TEMPLATE_ID = '64f1c2a9d6fc0551e2a0b1c3';
const UNAVAILABLE = { code: 'UNAVAILABLE', message: 'Could not send the OTP. Please try again in a minute.' };

type Received = { method: string; path: string; query: Record<string, string>; headers: IncomingMessage['headers']; body: string };
type Mode = 'normal' | 'html' | 'hang' | 'old-success';

/**
 * A local MSG91 v5 OTP endpoint: POST /api/v5/otp?template_id&mobile=91XXXXXXXXXX&otp with an
 * `authkey` header; answers {type:"success", request_id} or {type:"error", message}, the latter
 * with HTTP 200 for a bad request and 401 for a bad key.
 */
function startFakeMsg91() {
  const received: Received[] = [];
  const state = { mode: 'normal' as Mode };
  const server: Server = createServer(async (req, res) => {
    const { raw, url } = await readRequest(req);
    const query = Object.fromEntries(url.searchParams);
    received.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers, body: raw });

    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (state.mode === 'hang') return;
    if (state.mode === 'html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body>Service temporarily unavailable</body></html>');
    if (req.method !== 'POST' || url.pathname !== '/api/v5/otp') return answer(404, { type: 'error', message: 'Not found' });
    if (req.headers.authkey !== AUTH_KEY) return answer(401, { type: 'error', message: 'AuthenticationFailure', code: '401' });
    if (query.template_id !== TEMPLATE_ID) return answer(200, { type: 'error', message: 'Invalid template id' });
    if (!/^91\d{10}$/.test(query.mobile ?? '')) return answer(200, { type: 'error', message: 'Mobile no. not found' });
    if (!/^\d{4,9}$/.test(query.otp ?? '')) return answer(200, { type: 'error', message: 'Invalid otp' });
    if (state.mode === 'old-success') return answer(200, { type: 'success', message: '3763646c3058373530393938' });
    answer(200, { type: 'success', request_id: `req${received.length}` });
  });
  return { server, received, state };
}


const fake = startFakeMsg91();
const served = serveDuringFile(fake.server);
let url: string;
beforeAll(() => {
  url = `${served.origin}/api/v5/otp`;
});
beforeEach(() => {
  fake.received.length = 0;
  fake.state.mode = 'normal';
});

const msg91 = (overrides: Partial<Parameters<typeof createMsg91>[0]> = {}) => createMsg91({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, url, ...overrides });

describe('MSG91 adapter', () => {
  it('posts template, 91-prefixed number and code in the query with the authkey header', async () => {
    const log = recordingLog();
    await msg91({ log }).send({ to: '9876543210', text: 'Your S-Store code is 4821', otp: '4821' });

    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      path: '/api/v5/otp',
      query: { template_id: TEMPLATE_ID, mobile: '919876543210', otp: '4821' },
      headers: { authkey: AUTH_KEY },
    });
    expect(log.lines).toEqual([{ level: 'info', obj: expect.objectContaining({ provider: 'msg91', reference: 'req1', to: '******3210' }), msg: 'SMS sent' }]);
    // The query carries the code: it must not reach the log.
    expect(log.text()).not.toContain('4821');
    expect(log.text()).not.toContain(AUTH_KEY);
  });

  it('keeps the request id from an answer that carries it in `message`', async () => {
    fake.state.mode = 'old-success';
    const log = recordingLog();
    await msg91({ log }).send({ to: '+919876543210', text: 'code', otp: '1234' });
    expect(fake.received[0]!.query.mobile).toBe('919876543210');
    expect(log.lines[0]!.obj).toMatchObject({ reference: '3763646c3058373530393938' });
  });

  it('refuses a number that is not an Indian mobile without calling MSG91', async () => {
    await expect(msg91().send({ to: '919876', text: 'code', otp: '1234' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(fake.received).toHaveLength(0);
  });

  it('turns {type:"error"} into UNAVAILABLE, whatever the HTTP status', async () => {
    const log = recordingLog();
    const badTemplate = msg91({ templateId: 'not-a-template', log }).send({ to: '9876543210', text: 'code', otp: '4821' });
    await expect(badTemplate).rejects.toBeInstanceOf(AppError);
    await expect(badTemplate).rejects.toMatchObject(UNAVAILABLE);
    expect(log.lines[0]).toMatchObject({ level: 'warn', obj: { provider: 'msg91', status: 200, message: 'Invalid template id' } });

    const wrongKey = 'wrong-key-Vb27Nc';
    const badKey = msg91({ authKey: wrongKey, log }).send({ to: '9876543210', text: 'code', otp: '4821' });
    await expect(badKey).rejects.toMatchObject(UNAVAILABLE);
    expect(fake.received[1]!.headers.authkey).toBe(wrongKey);
    expect(log.lines[1]).toMatchObject({ level: 'warn', obj: { status: 401, message: 'AuthenticationFailure' } });
    expect(log.text()).not.toContain(wrongKey);
    expect(log.text()).not.toContain('4821');
  });

  it('turns an HTML page into UNAVAILABLE', async () => {
    fake.state.mode = 'html';
    const log = recordingLog();
    await expect(msg91({ log }).send({ to: '9876543210', text: 'code', otp: '4821' })).rejects.toMatchObject(UNAVAILABLE);
    expect(log.lines[0]).toMatchObject({ msg: 'SMS not sent: the answer was not JSON', obj: { status: 200 } });
  });

  it('gives up on a provider that does not answer in time', async () => {
    fake.state.mode = 'hang';
    const log = recordingLog();
    await expect(msg91({ timeoutMs: 300, log }).send({ to: '9876543210', text: 'code', otp: '4821' })).rejects.toMatchObject(UNAVAILABLE);
    expect(log.lines[0]!.msg).toBe('SMS not sent: no answer within 300 ms');
  });
});
