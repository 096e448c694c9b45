import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGuards } from './accounts/guards.js';
import { createOneTimeCodes } from './accounts/one-time-codes.js';
import { accountRoutes } from './accounts/routes.js';
import { createAccounts, createUserAdmin } from './accounts/service.js';
import { createSessions, loadJwtSecret } from './accounts/session.js';
import { adminUserRoutes } from './admin/users-routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { CATALOGUE_CHANNEL, createCatalogue } from './catalogue/service.js';
import { fulfilmentRoutes } from './fulfilment/routes.js';
import { createSandboxSupplier } from './fulfilment/sandbox-supplier.js';
import { createPlayerCheck } from './fulfilment/service.js';
import { galleryRoutes } from './gallery/routes.js';
import { createGallery } from './gallery/service.js';
import { outboxRoutes } from './notifications/routes.js';
import { createSenders } from './notifications/senders-from-config.js';
import type { App } from './platform/app-types.js';
import { createReadCache, listenForChanges } from './platform/cache.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/database.js';
import { createMemoryRateLimiter } from './platform/rate-limit.js';
import { answerRouteNotFound, registerErrorHandling } from './platform/errors.js';
import { registerSecurityHeaders } from './platform/security-headers.js';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** The built web app to serve; found next to the API when not given, skipped when absent. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
};

/** The composition root: builds every service once and mounts the API and the web app. */
export async function buildApp({ config, database, webDist = findWebDist(), logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Errors Fastify raises before routing (a URL that does not decode) get the same JSON shape.
    frameworkErrors: (_error, req, res) => {
      const reply = res as unknown as FastifyReply;
      reply.status(400).send({ message: 'Malformed request address', code: 'BAD_REQUEST', requestId: req.id });
    },
    // A request id from a trusted proxy is kept when it is well formed; otherwise a new one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,80}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  // Dynamic answers are compressed on the fly, brotli at a quality that costs little CPU.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });

  const cache = createReadCache();
  await listenForChanges(database, CATALOGUE_CHANNEL, cache);
  const sessions = createSessions({ db: database.db, secret: loadJwtSecret(config.JWT_SECRET, config.DATA_DIR) });
  const catalogue = createCatalogue({ db: database.db, cache });
  const gallery = createGallery({ db: database.db, cache });
  const playerCheck = createPlayerCheck({ catalogue, supplier: createSandboxSupplier() });
  const guards = createGuards(sessions);
  const senders = createSenders({ config, db: database.db, log: app.log });
  const accounts = createAccounts({
    db: database.db,
    sessions,
    codes: createOneTimeCodes({ key: sessions.derivedKey('one-time-codes') }),
    sms: senders.sms,
    mail: senders.mail,
    limiter: createMemoryRateLimiter(),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Wallets and orders arrive with the buying feature; until then every balance and count is 0.
  const userAdmin = createUserAdmin({ db: database.db, balanceOf: async () => new Map() });
  const orderCounts = async () => ({ total_order: 0, completed: 0, refunded: 0 });

  await app.register(
    async (api) => {
      await api.register(swagger, {
        openapi: {
          info: { title: 'Shop API', version: '1.0.0', description: 'Instant game top-ups and digital goods, priced in rupees.' },
          servers: [{ url: '/api' }],
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        },
        transform: jsonSchemaTransform,
      });
      await api.register(swaggerUi, { routePrefix: '/docs' });

      const routes = api.withTypeProvider<ZodTypeProvider>();
      routes.setNotFoundHandler(answerRouteNotFound);
      routes.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
      catalogueRoutes(routes, { catalogue, sessions });
      galleryRoutes(routes, { gallery });
      fulfilmentRoutes(routes, { playerCheck });
      accountRoutes(routes, { accounts, guards, orderCounts });
      adminUserRoutes(routes, { userAdmin, guards });
      outboxRoutes(routes, { db: database.db, enabled: senders.outboxEnabled });
    },
    { prefix: '/api' },
  );

  // Uploaded and demo images; names never change in place, so a day of caching is safe.
  await app.register(fastifyStatic, {
    root: join(config.DATA_DIR, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1d',
  });

  if (webDist) serveWebApp(app, webDist);
  else app.setNotFoundHandler(answerRouteNotFound);
  return app;
}

/** The built React app: hashed assets cached for a year, every other path falls back to the app. */
function serveWebApp(app: App, root: string) {
  app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return answerRouteNotFound(req, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}

function findWebDist(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return null;
}
