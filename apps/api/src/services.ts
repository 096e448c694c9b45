import type { FastifyInstance } from 'fastify';
import type { Metrics } from './platform/metrics.js';
import type { ImageStorage } from './platform/image-storage.js';
import { createGuards } from './accounts/guards.js';
import { createOneTimeCodes } from './accounts/one-time-codes.js';
import { createGoogleSignIn } from './accounts/google.js';
import { createOidcSignIn } from './accounts/oidc.js';
import { providerNameOf } from './accounts/providers.js';
import { createAccounts } from './accounts/service.js';
import { createUserAdmin } from './accounts/user-admin.js';
import { createApiKeys } from './accounts/api-keys.js';
import { createPlayers } from './players/service.js';
import { createPush, loadVapidKeys } from './push/service.js';
import { createSessions, loadJwtSecret } from './accounts/session.js';
import { recordAudit } from './admin/audit.js';
import { createCoupons, markCouponUsed, releaseCoupon } from './coupons/service.js';
import { createCatalogueAdmin } from './catalogue/admin.js';
import { apiTypesOnSale, CATALOGUE_CHANNEL, changeCatalogue, createCatalogue } from './catalogue/service.js';
import { createDelivery } from './fulfilment/delivery.js';
import { deliveryViewsOf, supplierOrdersOf } from './fulfilment/lookups.js';
import { createSuppliers } from './fulfilment/suppliers-from-config.js';
import { createDeliveryDesk } from './fulfilment/desk.js';
import { createPlayerCheck } from './fulfilment/service.js';
import { createLeaderboard } from './leaderboard/service.js';
import { createReferrals } from './referrals/service.js';
import { createPoints } from './points/service.js';
import { createOrderAdmin } from './orders/admin.js';
import { createOrderPayments } from './orders/payments.js';
import { createOrders } from './orders/service.js';
import { createOrderStates } from './orders/state.js';
import { SANDBOX_SIGNATURE_HEADER } from './payments/sandbox-gateway.js';
import { createGateway } from './payments/gateways-from-config.js';
import { createPayments } from './payments/service.js';
import { startJobs } from './platform/jobs.js';
import { createWallet } from './wallet/service.js';
import { createWalletAdmin } from './wallet/admin.js';
import { createTopupPayments, createTopups } from './wallet/topups.js';
import { createGalleryAdmin } from './gallery/admin-service.js';
import { createShopInfo } from './shop-info/service.js';
import { createGallery } from './gallery/service.js';
import { createSenders } from './notifications/senders-from-config.js';
import { createNotices } from './notifications/notices.js';
import { createReadCache, listenForChanges } from './platform/cache.js';
import { ConfigError, type Config } from './platform/config.js';
import type { Database } from './platform/database.js';
import { createMemoryPacer, createMemoryRateLimiter, createRedisPacer, createRedisRateLimiter } from './platform/rate-limit.js';
import { createMemoryOnceStore, createRedisOnceStore } from './platform/once.js';
import { connectRedis } from './platform/redis.js';
import { addressPolicy } from './platform/public-address.js';
import { createOutbound } from './platform/outbound.js';
import { createWebhookSender } from './webhooks/sender.js';
import { createWebhooks } from './webhooks/service.js';
import { readFileSync } from 'node:fs';
import { createCostBook } from './costs/book.js';
import { createCosts } from './costs/service.js';
import { createRepricing } from './costs/repricing.js';
import { createBooks } from './books/service.js';

/**
 * Every service of the shop, built once, and what each feature does when an order or a top-up
 * moves (the reactions, in one block below, in the order things happen).
 */
export async function createServices({ app, config, database, metrics, imageStorage, redisKeyPrefix }: { app: FastifyInstance; config: Config; database: Database; metrics: Metrics; imageStorage: ImageStorage; redisKeyPrefix?: string }) {
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
  const shopInfo = await createShopInfo({ db: database.db, config, audit: recordAudit, cache, publish: (work) => changeCatalogue(database.db, cache, work) });
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
  const google = createGoogleSignIn({ config, accounts, cookieKey: sessions.derivedKey('google-cookies'), once, log: app.log });
  const oidc = createOidcSignIn({ config, accounts, key: sessions.derivedKey('oidc-nonces'), once, log: app.log });

  const jobs = await startJobs(database, app.log);
  app.addHook('onClose', () => jobs.stop(Math.max(1_000, config.SHUTDOWN_GRACE_MS - 2_000)));
  const { gateway, sandbox } = createGateway({
    config,
    db: database.db,
    log: app.log,
    sandboxKey: sessions.derivedKey('sandbox-webhooks'),
    deliverSandboxWebhook: async (body, signature) => {
      const res = await app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: body });
      if (res.statusCode >= 300) app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
    },
  });
  const wallet = createWallet({ db: database.db });
  const topups = createTopups({ db: database.db, gateway, publicUrl: config.storefrontUrl });
  const coupons = createCoupons({ db: database.db, catalogue, audit: recordAudit, limiter });
  const orderStates = createOrderStates();
  const points = createPoints({ db: database.db });
  const leaderboard = createLeaderboard({ db: database.db, audit: recordAudit });
  const referrals = createReferrals({ db: database.db });
  const notices = createNotices({ db: database.db, mail: senders.mail, storefrontUrl: config.storefrontUrl, adminUrl: config.publicUrl, shopAlertEmail: config.SHOP_ALERT_EMAIL, log: app.log });
  // What packs cost: rates, price lists and manual costs, kept in memory for deliveries.
  const costBook = createCostBook({ database, cache, log: app.log });
  const costs = createCosts({ db: database.db, book: costBook, suppliers, audit: recordAudit, production: config.NODE_ENV === 'production', alertBelowCost: notices.packsBelowCost, log: app.log });
  const repricing = createRepricing({ db: database.db, costs, audit: recordAudit, catalogueChanged: () => cache.clear() });
  const books = createBooks({ db: database.db, audit: recordAudit, manualCostOf: costBook.manualCostOf, shopName: async () => (await shopInfo.info()).name, log: app.log });
  const delivery = createDelivery({ db: database.db, states: orderStates, suppliers, catalogue, log: app.log, claimSeconds: config.DELIVERY_CLAIM_SECONDS, observe: metrics.delivery, chargeOf: costBook.chargeOf });
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

  // Addresses users give the shop to call (webhooks, push services): public ones only.
  const outboundPolicy = addressPolicy(config.OUTBOUND_ALLOW_PRIVATE);
  const outbound = createOutbound({ policy: outboundPolicy, ca: config.OUTBOUND_CA_FILE ? readFileSync(config.OUTBOUND_CA_FILE, 'utf8') : undefined });
  app.addHook('onClose', () => outbound.close());
  const push = await createPush({ database, vapid: loadVapidKeys(config), outbound, policy: outboundPolicy, storefrontUrl: config.storefrontUrl, log: app.log });
  const players = createPlayers({ db: database.db, catalogue });
  const apiKeys = createApiKeys({ db: database.db, audit: recordAudit });
  const webhooks = await createWebhooks({
    database,
    key: sessions.derivedKey('webhook-secrets'),
    policy: outboundPolicy,
    sender: createWebhookSender(outbound),
    balancePaise: (userId) => wallet.balancePaise(userId),
    limiter,
    log: app.log,
  });

  // What other features do when an order or a top-up moves, in the order things happen. Each
  // runs inside the transaction of the move: it commits with it, or neither does.
  orderStates.on('paid', markCouponUsed);
  orderStates.on('paid', delivery.orderPaid); // a supplier's pack gets its supplier orders; an admin's waits
  orderStates.on('paid', webhooks.reactions.paid); // a reseller's program is told (only accounts with a webhook cost a statement)
  orderStates.on('paid', books.reactions.paid); // the invoice, its day's sale as the payment commits, its number right after
  delivery.onManual(notices.manualOrderWaits);
  orderStates.on('completed', points.earnForOrder);
  orderStates.on('completed', leaderboard.recordCompletion);
  orderStates.on('completed', players.rememberPlayer); // the player is offered next time, with the name the supplier gave
  orderStates.on('completed', notices.orderCompleted);
  orderStates.on('completed', webhooks.reactions.completed);
  orderStates.on('completed', push.reactions.completed); // only customers who said yes cost a statement
  orderStates.on('completed', books.reactions.completed); // the order's cost goes on its invoice, and into the day's profit at the commit
  orderStates.on('undone', releaseCoupon);
  orderStates.on('undone', points.returnForOrder); // points an order was paid with go back, once
  orderStates.on('undone', notices.orderUndone);
  orderStates.on('undone', webhooks.reactions.undone);
  orderStates.on('undone', push.reactions.undone);
  orderStates.on('undone', books.reactions.undone); // a paid order's invoice is cancelled and its sale nets out
  orderStates.on('flagged', notices.orderFlagged);
  orderStates.on('flagged', webhooks.reactions.flagged);
  orderStates.on('flagged', push.reactions.flagged);
  topupPayments.onPaid(referrals.rewardTopup);
  topupPayments.onPaid(notices.topupSucceeded);
  topupPayments.onPaid(webhooks.reactions.topupPaid);


  const deliveryDesk = createDeliveryDesk({ db: database.db, delivery, suppliers, orderAdmin, audit: recordAudit });
  const userAdmin = createUserAdmin({ db: database.db, balanceOf: (ids) => wallet.balancesOf(ids), audit: recordAudit });
  const orderCounts = (userId: string) => orders.orderCounts(userId);

  return { costBook, costs, repricing, books, sessions, catalogue, catalogueAdmin, galleryAdmin, gallery, redis, limiter, suppliers, shopInfo, playerCheck, guards, senders, accounts, once, google, oidc, jobs, gateway, sandbox, wallet, topups, coupons, orderStates, points, leaderboard, referrals, notices, delivery, orders, orderAdmin, walletAdmin, topupPayments, payments, deliveryDesk, userAdmin, orderCounts, cache, apiKeys, webhooks, players, push };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
