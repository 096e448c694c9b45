import { constants } from 'node:zlib';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGuards } from './accounts/guards.js';
import { createOneTimeCodes } from './accounts/one-time-codes.js';
import { createGoogleSignIn } from './accounts/google.js';
import { googleRoutes } from './accounts/google-routes.js';
import { createOidcSignIn, identityOriginsOf, providerNameOf } from './accounts/oidc.js';
import { oidcRoutes } from './accounts/oidc-routes.js';
import { accountRoutes } from './accounts/routes.js';
import { createAccounts, createUserAdmin } from './accounts/service.js';
import { createSessions, loadJwtSecret } from './accounts/session.js';
import { recordAudit } from './admin/audit.js';
import { adminRoutes } from './admin/routes.js';
import { adminUserRoutes } from './admin/users-routes.js';
import { couponRoutes } from './coupons/routes.js';
import { createCoupons, markCouponUsed, releaseCoupon } from './coupons/service.js';
import { createCatalogueAdmin } from './catalogue/admin.js';
import { catalogueAdminRoutes } from './catalogue/admin-routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { apiTypesOnSale, CATALOGUE_CHANNEL, createCatalogue } from './catalogue/service.js';
import { fulfilmentRoutes } from './fulfilment/routes.js';
import { createDelivery, DELIVERIES_CHANNEL, deliveryViewsOf, supplierOrdersOf, type Delivery } from './fulfilment/delivery.js';
import { createSuppliers } from './fulfilment/suppliers-from-config.js';
import { createDeliveryDesk } from './fulfilment/desk.js';
import { deliveryDeskRoutes } from './fulfilment/admin-routes.js';
import { createPlayerCheck } from './fulfilment/service.js';
import { leaderboardRoutes } from './leaderboard/routes.js';
import { CLOSE_WEEK_QUEUE, createLeaderboard, type Leaderboard } from './leaderboard/service.js';
import { pointsRoutes } from './points/routes.js';
import { referralRoutes } from './referrals/routes.js';
import { createReferrals, type Referrals } from './referrals/service.js';
import { createPoints, type Points } from './points/service.js';
import { orderRoutes } from './orders/routes.js';
import { createOrderAdmin } from './orders/admin.js';
import { createOrderPayments } from './orders/payments.js';
import { createOrders, type Orders } from './orders/service.js';
import { createOrderStates } from './orders/state.js';
import type { PaymentGateway } from './payments/gateway.js';
import { createRazorpay } from './payments/razorpay.js';
import { paymentRoutes } from './payments/routes.js';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER } from './payments/sandbox-gateway.js';
import { createPayments, RECONCILE_QUEUE, type Payments } from './payments/service.js';
import { createUpiGateway } from './payments/upigateway.js';
import { startJobs } from './platform/jobs.js';
import { walletRoutes } from './wallet/routes.js';
import { auditLedger, createWallet, type Wallet } from './wallet/service.js';
import { createWalletAdmin } from './wallet/admin.js';
import { createWalletHistory } from './wallet/history.js';
import { createTopupPayments, createTopups } from './wallet/topups.js';
import { galleryAdminRoutes } from './gallery/admin-routes.js';
import { createGalleryAdmin } from './gallery/admin-service.js';
import { galleryRoutes } from './gallery/routes.js';
import { createShopInfo } from './shop-info/service.js';
import { shopInfoRoutes } from './shop-info/routes.js';
import { serveUploads, uploadsDirOf } from './platform/image-storage.js';
import { createImageStorage } from './platform/image-storage-from-config.js';
import { createGallery } from './gallery/service.js';
import { outboxRoutes } from './notifications/routes.js';
import { createSenders } from './notifications/senders-from-config.js';
import { createNotices } from './notifications/notices.js';
import { createReadCache, listenForChanges } from './platform/cache.js';
import { ConfigError, type Config } from './platform/config.js';
import type { Database } from './platform/database.js';
import { createMemoryPacer, createMemoryRateLimiter, createRedisPacer, createRedisRateLimiter } from './platform/rate-limit.js';
import { createMemoryOnceStore, createRedisOnceStore } from './platform/once.js';
import { connectRedis } from './platform/redis.js';
import { answerRouteNotFound, registerErrorHandling } from './platform/errors.js';
import { registerHealthChecks } from './platform/health.js';
import { createMetrics, serveMetricsOnPort, serveMetricsWithToken } from './platform/metrics.js';
import { registerInputChecks } from './platform/input.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { lazyRequestLogger, loggableUrl, requestIds } from './platform/request-logger.js';
import { findWebDist, inlineScriptSources, serveWebApp } from './web-app/serve.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: { payments: Payments; wallet: Wallet; orders: Orders; points: Points; leaderboard: Leaderboard; referrals: Referrals; delivery: Delivery };
  }
}

const LEDGER_AUDIT_QUEUE = 'ledger-audit';

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

  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ method: req.method, url: loggableUrl(req.url, req.params), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });
  const imageStorage = createImageStorage({ config });
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:'), inlineScripts: inlineScriptSources(webDist), imageOrigin: imageStorage.origin, shareImages: config.CORS_ORIGINS.length > 0, identityOrigins: await identityOriginsOf(config, app.log) });
  // Dynamic answers are compressed on the fly, brotli at a quality that costs little CPU.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });

  const metrics = createMetrics({ database });
  const cache = createReadCache();
  await listenForChanges(database, CATALOGUE_CHANNEL, cache);
  const sessions = createSessions({ db: database.db, secret: loadJwtSecret(config.JWT_SECRET, config.DATA_DIR) });
  const catalogue = createCatalogue({ db: database.db, cache });
  const catalogueAdmin = createCatalogueAdmin({ db: database.db, cache, audit: recordAudit });
  const galleryAdmin = createGalleryAdmin({ db: database.db, cache, storage: imageStorage, audit: recordAudit, log: app.log });
  const gallery = createGallery({ db: database.db, cache });
  // One limiter for every guessable call (sign-in, codes, coupons, player look-ups), the collected
  // one-time sign-in cookies and the pace of supplier orders: in Redis when set, so that every
  // instance counts together.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log, { prefix: redisKeyPrefix }) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  else app.log.info('rate limits, one-time sign-in cookies and the pace of supplier orders are per process (memory): set REDIS_URL when running more than one instance');
  const limiter = redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter();
  const suppliers = createSuppliers({ config, log: app.log, pacer: redis ? createRedisPacer(redis) : createMemoryPacer() });
  if (config.NODE_ENV === 'production') {
    // Production never pretends to deliver: every supplier a product on sale needs must have keys.
    const missing = suppliers.missingFor(await apiTypesOnSale(database.db));
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  }
  // In production this refuses to start without the shop's name, support email and WhatsApp number.
  const shopInfo = await createShopInfo({ db: database.db, config, audit: recordAudit });
  const playerCheck = createPlayerCheck({ catalogue, suppliers, limiter });
  const guards = createGuards(sessions);
  const senders = createSenders({ config, db: database.db, log: app.log });
  const accounts = createAccounts({
    db: database.db,
    sessions,
    codes: createOneTimeCodes({ key: sessions.derivedKey('one-time-codes') }),
    sms: senders.sms,
    mail: senders.mail,
    limiter,
    publicUrl: config.storefrontUrl,
    log: app.log,
    adminsOnlyThrough: config.ADMIN_REQUIRE_OIDC ? providerNameOf(config) : undefined,
  });
  const once = redis ? createRedisOnceStore(redis) : createMemoryOnceStore();
  const google = createGoogleSignIn({ config, accounts, cookieKey: sessions.derivedKey('google-cookies'), once });
  const oidc = createOidcSignIn({ config, accounts, key: sessions.derivedKey('oidc-nonces'), once, log: app.log });

  const jobs = await startJobs(database, app.log);
  app.addHook('onClose', () => jobs.stop(Math.max(1_000, config.SHUTDOWN_GRACE_MS - 2_000)));
  const sandbox =
    config.PAYMENT_GATEWAY === 'sandbox'
      ? createSandboxGateway({
          db: database.db,
          key: sessions.derivedKey('sandbox-webhooks'),
          // The sandbox "sends" its webhook through the shop's own HTTP stack, as a gateway would.
          deliverWebhook: async (body, signature) => {
            const res = await app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: body });
            if (res.statusCode >= 300) app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
          },
        })
      : null;
  const gateway = sandbox?.gateway ?? realGateway(config, app.log);
  const wallet = createWallet({ db: database.db });
  const topups = createTopups({ db: database.db, gateway, publicUrl: config.storefrontUrl });
  const coupons = createCoupons({ db: database.db, catalogue, audit: recordAudit, limiter });
  const orderStates = createOrderStates();
  const points = createPoints({ db: database.db });
  const leaderboard = createLeaderboard({ db: database.db, audit: recordAudit });
  const referrals = createReferrals({ db: database.db });
  const notices = createNotices({ db: database.db, mail: senders.mail, storefrontUrl: config.storefrontUrl, adminUrl: config.publicUrl, shopAlertEmail: config.SHOP_ALERT_EMAIL, log: app.log });
  const delivery = createDelivery({ db: database.db, states: orderStates, suppliers, catalogue, log: app.log, claimSeconds: config.DELIVERY_CLAIM_SECONDS, observe: metrics.delivery });
  const orders = createOrders({
    db: database.db,
    states: orderStates,
    catalogue,
    coupons,
    playerCheck,
    gateway,
    publicUrl: config.storefrontUrl,
    deliveryFacts: (ids) => supplierOrdersOf(database.db, ids),
  });
  const orderAdmin = createOrderAdmin({ db: database.db, states: orderStates, audit: recordAudit, deliveryViews: (ids) => deliveryViewsOf(database.db, ids) });
  const walletAdmin = createWalletAdmin({ db: database.db, audit: recordAudit });
  // What a payment pays for belongs to orders or the wallet: each applies its own payments.
  const topupPayments = createTopupPayments({ db: database.db, log: app.log });
  const payments = createPayments({
    db: database.db,
    gateway,
    owners: [topupPayments, createOrderPayments({ db: database.db, states: orderStates, log: app.log })],
    log: app.log,
  });

  // What other features do when an order or a top-up moves, in the order things happen. Each
  // runs inside the transaction of the move: it commits with it, or neither does.
  orderStates.on('paid', markCouponUsed);
  orderStates.on('paid', delivery.orderPaid); // a supplier's pack gets its supplier orders; an admin's waits
  delivery.onManual(notices.manualOrderWaits);
  orderStates.on('completed', points.earnForOrder);
  orderStates.on('completed', leaderboard.recordCompletion);
  orderStates.on('completed', notices.orderCompleted);
  orderStates.on('undone', releaseCoupon);
  orderStates.on('undone', notices.orderUndone);
  orderStates.on('flagged', notices.orderFlagged);
  topupPayments.onPaid(referrals.rewardTopup);
  topupPayments.onPaid(notices.topupSucceeded);

  const deliveryDesk = createDeliveryDesk({ db: database.db, delivery, suppliers, orderAdmin, audit: recordAudit });
  const userAdmin = createUserAdmin({ db: database.db, balanceOf: (ids) => wallet.balancesOf(ids), audit: recordAudit });
  const orderCounts = (userId: string) => orders.orderCounts(userId);

  await jobs.createQueue(RECONCILE_QUEUE, { retryLimit: 0 });
  await jobs.createQueue(LEDGER_AUDIT_QUEUE, { retryLimit: 0 });
  await jobs.createQueue(CLOSE_WEEK_QUEUE, { retryLimit: 3 });
  if (config.WORKERS) {
    // Deliveries and mails start the moment their change commits, from the rows it wrote; sweeps
    // take up retries and what a stopped instance left. Orders paid on an instance without
    // workers are announced on DELIVERIES_CHANNEL.
    const deliveries = delivery.work({ concurrency: config.DELIVERY_CONCURRENCY });
    const mails = notices.work();
    app.addHook('onClose', () => Promise.all([deliveries.stop(config.SHUTDOWN_GRACE_MS - 2_000), mails.stop(5_000)]));
    await database.listen(DELIVERIES_CHANNEL, (orderId) => orderId && delivery.start(orderId));
    // Deliveries an earlier version of the shop queued as jobs.
    for (const { orderId } of await jobs.takeLeftovers<{ orderId?: string }>('deliver-order')) if (orderId) delivery.start(orderId);
    await jobs.work(RECONCILE_QUEUE, async () => void (await payments.reconcile()));
    await jobs.schedule(RECONCILE_QUEUE, '* * * * *');
    // The metrics' ledger audit result: every ledger, every ten minutes.
    await jobs.work(LEDGER_AUDIT_QUEUE, async () => {
      const audits = { wallets: () => auditLedger(database.db), points: () => points.audit(), referrals: () => referrals.audit() };
      for (const [ledger, audit] of Object.entries(audits)) metrics.ledgerAudit(ledger, (await audit()).differences.length);
    });
    await jobs.schedule(LEDGER_AUDIT_QUEUE, '*/10 * * * *');
    // Weeks end at Monday 00:00 IST; closing is idempotent, so a frequent check pays within minutes.
    await jobs.work(CLOSE_WEEK_QUEUE, async () => void (await leaderboard.closeEndedWeeks()));
    await jobs.schedule(CLOSE_WEEK_QUEUE, '*/10 * * * *');
  }

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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page sits beside the API: swagger-ui's asset paths ignore a parent prefix.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      const routes = api.withTypeProvider<ZodTypeProvider>();
      // Storefronts on the configured other origins call the API with a session; any other
      // origin gets no CORS headers, so browsers keep refusing it.
      if (config.CORS_ORIGINS.length) {
        await routes.register(cors, {
          origin: config.CORS_ORIGINS,
          credentials: true,
          methods: ['GET', 'POST', 'OPTIONS'],
          allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
          maxAge: 600,
        });
      }
      routes.setNotFoundHandler(answerRouteNotFound);
      routes.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
      catalogueRoutes(routes, { catalogue, sessions });
      galleryRoutes(routes, { gallery });
      fulfilmentRoutes(routes, { playerCheck });
      accountRoutes(routes, { accounts, guards, orderCounts });
      // Only Google sign-in uses cookies, so the cookie plugin's hooks run on its routes alone.
      await routes.register(async (scope) => {
        await scope.register(cookie);
        googleRoutes(scope.withTypeProvider<ZodTypeProvider>(), { google });
      });
      oidcRoutes(routes, { oidc });
      adminUserRoutes(routes, { userAdmin, guards });
      outboxRoutes(routes, { db: database.db, enabled: senders.outboxEnabled });
      orderRoutes(routes, { orders, payments, guards });
      walletRoutes(routes, { wallet, history: createWalletHistory({ db: database.db }), topups, payments, guards });
      paymentRoutes(routes, { payments, sandbox });
      couponRoutes(routes, { coupons, guards });
      pointsRoutes(routes, { points, guards });
      leaderboardRoutes(routes, { leaderboard, guards });
      referralRoutes(routes, { referrals, guards });
      adminRoutes(routes, { db: database.db, orderAdmin, walletAdmin, coupons, guards });
      catalogueAdminRoutes(routes, { catalogueAdmin, guards });
      deliveryDeskRoutes(routes, { desk: deliveryDesk, guards });
      shopInfoRoutes(routes, { shopInfo, guards });
      await galleryAdminRoutes(routes, { galleryAdmin, guards });
    },
    { prefix: '/api' },
  );

  // Uploaded and demo images; names never change in place, so a day of caching is safe.
  await serveUploads(app, uploadsDirOf(config.DATA_DIR));

  // Operators' and tests' handle on the services (reconciliation on demand, audits).
  app.decorate('services', { payments, wallet, orders, points, leaderboard, referrals, delivery });

  if (webDist) serveWebApp(app, webDist, { catalogue, gallery, cache });
  else app.setNotFoundHandler(answerRouteNotFound);
  return app;
}

function realGateway(config: Config, log: FastifyBaseLogger): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'upigateway') return createUpiGateway({ key: config.UPIGATEWAY_KEY!, url: config.UPIGATEWAY_URL, log });
  return createRazorpay({ keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET!, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!, url: config.RAZORPAY_URL, linkLifetimeMs: 25 * 60_000, log });
}
