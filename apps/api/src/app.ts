import { constants } from 'node:zlib';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityOriginsOf } from './accounts/oidc.js';
import { oidcConfigOf } from './accounts/oidc-routes.js';
import { CachedBody, JSON_TYPE } from './platform/cache.js';
import type { Delivery } from './fulfilment/delivery.js';
import type { Leaderboard } from './leaderboard/service.js';
import type { Referrals } from './referrals/service.js';
import type { Points } from './points/service.js';
import type { Orders } from './orders/service.js';
import type { Payments } from './payments/service.js';
import type { Wallet } from './wallet/service.js';
import type { Books } from './books/service.js';
import type { Costs } from './costs/service.js';
import { pictureAddresses, serveUploads, uploadsDirOf } from './platform/image-storage.js';
import { createImageStorage } from './platform/image-storage-from-config.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/database.js';
import { answerRouteNotFound, registerErrorHandling } from './platform/errors.js';
import { watchCallers } from './platform/callers-first.js';
import { registerHealthChecks } from './platform/health.js';
import { createMetrics, serveMetricsOnPort, serveMetricsWithToken } from './platform/metrics.js';
import { registerInputChecks } from './platform/input.js';
import { openApiComponents, registerErrorAnswers } from './platform/openapi-errors.js';
import { validatorCompiler } from './platform/validation.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { lazyRequestLogger, loggableUrl, requestIds } from './platform/request-logger.js';
import { findWebDist, inlineScriptSources, serveWebApp } from './web-app/serve.js';

import { storefrontCatalogue } from './catalogue/storefront.js';
import { storefrontGallery } from './gallery/storefront.js';
import { createServices } from './services.js';
import type { RateLimiter } from './platform/rate-limit.js';
import { startWorkers } from './workers.js';
import { apiRoutes, resellerApiRoutes } from './routes.js';
declare module 'fastify' {
  interface FastifyInstance {
    services: { payments: Payments; wallet: Wallet; orders: Orders; points: Points; leaderboard: Leaderboard; referrals: Referrals; delivery: Delivery; books: Books; costs: Costs; limiter: RateLimiter };
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** The built web app to serve; found next to the API when not given, skipped when absent. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Prefix of this shop's Redis keys (default `shop:`); tests give each run its own. */
  redisKeyPrefix?: string;
};

/** The composition root: builds every service once and mounts the API and the web app. */
export async function buildApp({ config, database, webDist = findWebDist(), logger, redisKeyPrefix }: BuildOptions) {
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
    genReqId: requestIds(),
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);
  // Before any route: each API route's error answers are added to its documented responses.
  registerErrorAnswers(app);

  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ method: req.method, url: loggableUrl(req.url, req.params), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });
  const imageStorage = createImageStorage({ config });
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:'), inlineScripts: inlineScriptSources(webDist), imageOrigins: [imageStorage.origin, config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null], shareImages: config.CORS_ORIGINS.length > 0, identityOrigins: await identityOriginsOf(config, app.log) });
  // Dynamic answers are compressed on the fly, brotli at a quality that costs little CPU.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });

  const callers = watchCallers(app);
  const metrics = createMetrics({ database });
  const services = await createServices({ app, config, database, metrics, imageStorage, redisKeyPrefix });
  const { cache, catalogue, gallery, redis, payments, wallet, orders, points, leaderboard, referrals, delivery, books, costs } = services;
  await startWorkers({ app, config, database, metrics, services, callersBusy: callers.busy });
  // What storefronts read of the catalogue names pictures by full address when the shop knows its own.
  const pictures = pictureAddresses(config.PUBLIC_URL);
  const storefront = { catalogue: storefrontCatalogue(catalogue, cache, pictures), gallery: storefrontGallery(gallery, cache, pictures) };

  registerHealthChecks(app, { database, redis, embeddedMaxRequests: config.EMBEDDED_DB_MAX_REQUESTS, embeddedQueueMs: config.EMBEDDED_DB_QUEUE_MS, embeddedQueueLength: config.EMBEDDED_DB_QUEUE_LENGTH });
  metrics.register(app);
  if (config.METRICS_TOKEN) serveMetricsWithToken(app, metrics, config.METRICS_TOKEN);
  if (config.METRICS_PORT) {
    const server = await serveMetricsOnPort(metrics, config.METRICS_PORT, config.HOST);
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }

  await app.register(swagger, {
    openapi: {
      info: { title: 'Shop API', version: '1.0.0', description: 'Instant game top-ups and digital goods, priced in rupees.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'sk_live_… or sk_test_…', description: 'A reseller API key, created on the reseller dashboard' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: openApiComponents,
  });
  // The docs page sits beside the API: swagger-ui's asset paths ignore a parent prefix.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(resellerApiRoutes({ services }), { prefix: '/api/v1' });
  await app.register(apiRoutes({ config, database, services: { ...services, ...storefront } }), { prefix: '/api' });

  // Uploaded and demo images; names never change in place, so a day of caching is safe.
  await serveUploads(app, uploadsDirOf(config.DATA_DIR));

  // Operators' and tests' handle on the services (reconciliation on demand, audits).
  app.decorate('services', { payments, wallet, orders, points, leaderboard, referrals, delivery, books, costs, limiter: services.limiter });

  if (webDist) serveWebApp(app, webDist, { ...storefront, cache, shopInfo: services.shopInfo, oidcConfig: new CachedBody(JSON.stringify(oidcConfigOf(services.oidc)), JSON_TYPE) });
  else app.setNotFoundHandler(answerRouteNotFound);
  return app;
}
