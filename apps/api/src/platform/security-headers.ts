import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, computed once (a per-request header builder such as
 * helmet cost a sixth of the catalogue's throughput in the benchmark). Pages get a strict
 * content security policy: scripts, styles and connections only from this origin (scripts also
 * the app's own inline ones, named by their hashes), images also from data: and blob: URLs
 * (previews of uploads), no framing. JSON answers are never rendered as documents, so they get
 * the short set OWASP's REST cheat sheet asks for.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    https,
    inlineScripts = [],
    imageOrigins = [],
    shareImages = false,
    identityOrigins = [],
  }: { https: boolean; inlineScripts?: string[]; imageOrigins?: (string | null)[]; shareImages?: boolean; identityOrigins?: string[] },
) {
  const signInWithProvider = identityOrigins.length > 0;
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self'",
    // Uploaded pictures may live in object storage on an origin of their own, and the catalogue
    // names them on the shop's public address when it has one (a page on an alias still loads them).
    ["img-src 'self' data: blob:", ...new Set(imageOrigins.filter((o): o is string => !!o))].join(' '),
    "font-src 'self' data:",
    // Provider sign-in runs in the browser: it reads the provider's discovery and token endpoints,
    // and checks the provider session in a hidden frame.
    ["connect-src 'self'", ...identityOrigins].join(' '),
    ...(signInWithProvider ? [`frame-src 'self' ${identityOrigins.join(' ')}`] : []),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const common: Record<string, string> = {
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const api = { ...common, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  const pages: Record<string, string> = {
    ...common,
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
  // With provider sign-in, the sign-in popup must keep its way back to the page that opened it,
  // and /callback is also loaded by the shop itself in a hidden frame (the silent session check).
  if (signInWithProvider) pages['cross-origin-opener-policy'] = 'same-origin-allow-popups';
  const callback: Record<string, string> = {
    ...pages,
    'content-security-policy': csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'unsafe-none',
  };
  app.addHook('onRequest', (req, reply, done) => {
    const isJson = req.url.startsWith('/api/') && !req.url.startsWith('/api/docs');
    const isCallback = signInWithProvider && (req.url === '/callback' || req.url.startsWith('/callback?'));
    reply.headers(isJson ? api : isCallback ? callback : pages).header('x-request-id', req.id);
    // Storefronts on the allowed other origins embed the shop's pictures.
    if (shareImages && req.url.startsWith('/uploads/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
}
