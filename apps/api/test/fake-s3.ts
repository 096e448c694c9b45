import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an S3-compatible store, path-style (`/<bucket>/<key>`), holding objects in
 * memory. It checks what a real store checks before it touches an object: a complete AWS
 * Signature Version 4 (the access key id, the date and scope, the signed headers including
 * host, the payload's hash against the body, and the signature itself with the secret key),
 * and the bucket. Unsigned GETs are answered, as a bucket that lets browsers read its objects
 * does; unsigned writes are refused.
 */
export type StoredObject = { body: Buffer; contentType: string | undefined; cacheControl: string | undefined };

export async function startFakeS3({ bucket, region, accessKeyId, secretAccessKey }: { bucket: string; region: string; accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<string, StoredObject>();
  /** Every request with how it was judged, for tests that want to see the traffic. */
  const requests: { method: string; path: string; signed: boolean; status: number }[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const status = handle(req, res, body);
      requests.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, signed: Boolean(req.headers.authorization), status });
    });
  });

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): number {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (req.headers.authorization) {
      const problem = signatureProblem(req, body);
      if (problem) return fail(res, 403, problem.code, problem.message);
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      return fail(res, 403, 'AccessDenied', 'Anonymous writes are not allowed');
    }
    if (bucketName !== bucket) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return fail(res, 400, 'InvalidRequest', 'This fake only handles objects');
    switch (req.method) {
      case 'PUT': {
        const crc = req.headers['x-amz-checksum-crc32'];
        if (typeof crc === 'string' && crc !== crc32Base64(body)) return fail(res, 400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum');
        objects.set(key, { body, contentType: req.headers['content-type'], cacheControl: req.headers['cache-control'] });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': object.contentType ?? 'binary/octet-stream', 'content-length': object.body.length, ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}) });
        res.end(req.method === 'GET' ? object.body : undefined);
        return 200;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return 204;
      default:
        return fail(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  /** What is wrong with the request's Signature Version 4, or null when it is valid. */
  function signatureProblem(req: IncomingMessage, body: Buffer): { code: string; message: string } | null {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
    if (!auth) return { code: 'AuthorizationHeaderMalformed', message: 'The authorization header is malformed' };
    const [, keyId, day, scopeRegion, signedHeaderList, signature] = auth as unknown as [string, string, string, string, string, string];
    if (keyId !== accessKeyId) return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
    if (scopeRegion !== region) return { code: 'AuthorizationHeaderMalformed', message: `the region '${scopeRegion}' is wrong; expecting '${region}'` };
    const amzDate = header(req, 'x-amz-date');
    const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate ?? '');
    if (!amzDate || !when || amzDate.slice(0, 8) !== day) return { code: 'AccessDenied', message: 'x-amz-date is missing or does not match the credential scope' };
    const sentAt = Date.UTC(+when[1]!, +when[2]! - 1, +when[3]!, +when[4]!, +when[5]!, +when[6]!);
    if (Math.abs(Date.now() - sentAt) > 15 * 60_000) return { code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
    const signedHeaders = signedHeaderList.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return { code: 'AccessDenied', message: 'host and x-amz-date must be signed' };
    const payloadHash = header(req, 'x-amz-content-sha256');
    if (!payloadHash) return { code: 'InvalidRequest', message: 'Missing required header for this request: x-amz-content-sha256' };
    if (payloadHash.startsWith('STREAMING-')) return { code: 'NotImplemented', message: 'This fake does not take chunked uploads' };
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return { code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." };

    const [path, query = ''] = (req.url ?? '/').split('?') as [string, string?];
    const canonicalQuery = query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => encodeRfc3986(decodeURIComponent(part.replace(/\+/g, '%20')))) as [string, string?])
      .map(([k, v = '']) => [k, v] as const)
      .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalHeaders = signedHeaders.map((name) => `${name}:${(header(req, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
    const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaderList, payloadHash].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(Buffer.from(`AWS4${secretAccessKey}`), day), region), 's3'), 'aws4_request');
    const expected = hmac(signingKey, stringToSign).toString('hex');
    if (expected !== signature) return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
    return null;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function fail(res: ServerResponse, status: number, code: string, message: string): number {
  res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
  return status;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encodeRfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function crc32Base64(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}
