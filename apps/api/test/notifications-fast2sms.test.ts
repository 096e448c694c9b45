import { createServer, type IncomingMessage, type Server } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFast2Sms } from '../src/notifications/fast2sms.js';
import { AppError } from '../src/platform/errors.js';
import { recordingLog } from './recording-log.js';
import { freePort, serveDuringFile } from './local-server.js';
import { readRequest } from './fake-server.js';

const API_KEY = 'f2s-key-7Hq9XvLmR2';
const UNAVAILABLE = { code: 'UNAVAILABLE', message: 'Could not send the OTP. Please try again in a minute.' };

type Received = { method: string; path: string; headers: IncomingMessage['headers']; fields: Record<string, string> };
type Mode = 'normal' | 'refuse-with-200' | 'echo-key' | 'html' | 'hang';

/**
 * A local Fast2SMS bulkV2: the key in the `authorization` header (POST) or query (GET), fields as
 * JSON, form or query; answers {return:true, request_id} or the vendor's {return:false, message}.
 */
function startFakeFast2Sms() {
  const received: Received[] = [];
  const state = { mode: 'normal' as Mode };
  const server: Server = createServer(async (req, res) => {
    const { raw, url } = await readRequest(req);
    const fields: Record<string, string> = Object.fromEntries(url.searchParams);
    if (req.headers['content-type']?.includes('json') && raw) Object.assign(fields, JSON.parse(raw));
    else if (raw) Object.assign(fields, Object.fromEntries(new URLSearchParams(raw)));
    received.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, fields });

    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const key = req.method === 'GET' ? fields.authorization : req.headers.authorization;
    if (state.mode === 'hang') return; // never answers
    if (state.mode === 'html') return res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    if (url.pathname !== '/dev/bulkV2') return answer(404, { return: false, message: 'Not found' });
    if (state.mode === 'echo-key') return answer(401, { return: false, status_code: 412, message: `Invalid Authentication, key ${key} is not active` });
    if (key !== API_KEY) return answer(401, { return: false, status_code: 412, message: 'Invalid Authentication, Check Authorization Key' });
    if (fields.route !== 'otp') return answer(400, { return: false, status_code: 400, message: 'Invalid Route' });
    if (!/^\d{10}(,\d{10})*$/.test(fields.numbers ?? '')) return answer(400, { return: false, status_code: 411, message: 'Invalid Numbers' });
    if (!/^\d{1,10}$/.test(fields.variables_values ?? '')) return answer(400, { return: false, status_code: 413, message: 'Invalid OTP value' });
    if (state.mode === 'refuse-with-200') return answer(200, { return: false, status_code: 416, message: 'You have insufficient wallet balance.' });
    answer(200, { return: true, request_id: `req${received.length}`, message: ['SMS sent successfully.'] });
  });
  return { server, received, state };
}


const fake = startFakeFast2Sms();
const served = serveDuringFile(fake.server);
let url: string;
beforeAll(() => {
  url = `${served.origin}/dev/bulkV2`;
});
beforeEach(() => {
  fake.received.length = 0;
  fake.state.mode = 'normal';
});

describe('Fast2SMS adapter', () => {
  it('posts the code to the 10-digit number on the OTP route with the key in the authorization header', async () => {
    const log = recordingLog();
    await createFast2Sms({ apiKey: API_KEY, url, log }).send({ to: '9876543210', text: 'Your S-Store code is 4821', otp: '4821' });

    expect(fake.received).toHaveLength(1);
    const [call] = fake.received;
    expect(call).toMatchObject({ method: 'POST', path: '/dev/bulkV2', headers: { authorization: API_KEY } });
    expect(call!.fields).toEqual({ route: 'otp', variables_values: '4821', numbers: '9876543210' });
    expect(log.lines).toEqual([{ level: 'info', obj: expect.objectContaining({ provider: 'fast2sms', reference: 'req1', to: '******3210' }), msg: 'SMS sent' }]);
    expect(log.text()).not.toContain(API_KEY);
    expect(log.text()).not.toContain('4821');
  });

  it('sends a number written with +91, spaces or a leading 0 as its 10 digits', async () => {
    const sms = createFast2Sms({ apiKey: API_KEY, url });
    await sms.send({ to: '+91 98765 43210', text: 'code', otp: '1234' });
    await sms.send({ to: '098765-43210', text: 'code', otp: '1234' });
    expect(fake.received.map((r) => r.fields.numbers)).toEqual(['9876543210', '9876543210']);
  });

  it('refuses a number that is not an Indian mobile without calling Fast2SMS', async () => {
    const sms = createFast2Sms({ apiKey: API_KEY, url });
    for (const to of ['12345', '98765432101', '1234567890', 'abcdefghij']) {
      await expect(sms.send({ to, text: 'code', otp: '1234' }), to).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(fake.received).toHaveLength(0);
  });

  it('is for one-time codes only: a message without a code is a programming error', async () => {
    await expect(createFast2Sms({ apiKey: API_KEY, url }).send({ to: '9876543210', text: 'Your order is complete' })).rejects.toThrow(/otp/);
    expect(fake.received).toHaveLength(0);
  });

  it('turns a refused key into UNAVAILABLE and logs the reason without the key', async () => {
    const log = recordingLog();
    const wrongKey = 'wrong-key-Zx81Qp';
    const sending = createFast2Sms({ apiKey: wrongKey, url, log }).send({ to: '9876543210', text: 'code', otp: '4821' });
    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject(UNAVAILABLE);
    expect(fake.received[0]!.headers.authorization).toBe(wrongKey);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: 'warn', obj: { provider: 'fast2sms', status: 401, message: 'Invalid Authentication, Check Authorization Key' } });
    expect(log.text()).not.toContain(wrongKey);
    expect(log.text()).not.toContain('4821');
  });

  it('never logs the key, even when the answer repeats it', async () => {
    fake.state.mode = 'echo-key';
    const log = recordingLog();
    await expect(createFast2Sms({ apiKey: API_KEY, url, log }).send({ to: '9876543210', text: 'code', otp: '4821' })).rejects.toMatchObject(UNAVAILABLE);
    expect(log.text()).toContain('[redacted]');
    expect(log.text()).not.toContain(API_KEY);
  });

  it('turns {return:false} in an HTTP 200 answer into UNAVAILABLE', async () => {
    fake.state.mode = 'refuse-with-200';
    const log = recordingLog();
    await expect(createFast2Sms({ apiKey: API_KEY, url, log }).send({ to: '9876543210', text: 'code', otp: '4821' })).rejects.toMatchObject(UNAVAILABLE);
    expect(log.lines[0]!.obj).toMatchObject({ status: 200, message: 'You have insufficient wallet balance.' });
  });

  it('turns an HTML error page into UNAVAILABLE', async () => {
    fake.state.mode = 'html';
    const log = recordingLog();
    await expect(createFast2Sms({ apiKey: API_KEY, url, log }).send({ to: '9876543210', text: 'code', otp: '4821' })).rejects.toMatchObject(UNAVAILABLE);
    expect(log.lines[0]).toMatchObject({ level: 'warn', msg: 'SMS not sent: the answer was not JSON', obj: { status: 502 } });
  });

  it('gives up on a provider that does not answer in time', async () => {
    fake.state.mode = 'hang';
    const log = recordingLog();
    const started = Date.now();
    await expect(createFast2Sms({ apiKey: API_KEY, url, timeoutMs: 300, log }).send({ to: '9876543210', text: 'code', otp: '4821' })).rejects.toMatchObject(
      UNAVAILABLE,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.received).toHaveLength(1);
    expect(log.lines[0]!.msg).toBe('SMS not sent: no answer within 300 ms');
  });

  it('turns a refused connection into UNAVAILABLE', async () => {
    const port = await freePort();
    const log = recordingLog();
    await expect(createFast2Sms({ apiKey: API_KEY, url: `http://127.0.0.1:${port}/dev/bulkV2`, log }).send({ to: '9876543210', text: 'code', otp: '4821' })).rejects.toMatchObject(
      UNAVAILABLE,
    );
    expect(log.lines[0]!.msg).toBe('SMS not sent: request failed');
    expect(log.text()).not.toContain(API_KEY);
  });
});
