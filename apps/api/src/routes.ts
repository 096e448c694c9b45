import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { googleRoutes } from './accounts/google-routes.js';
import { oidcRoutes } from './accounts/oidc-routes.js';
import { accountRoutes } from './accounts/routes.js';
import { adminRoutes } from './admin/routes.js';
import { adminUserRoutes } from './admin/users-routes.js';
import { couponRoutes } from './coupons/routes.js';
import { catalogueAdminRoutes } from './catalogue/admin-routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { fulfilmentRoutes } from './fulfilment/routes.js';
import { deliveryDeskRoutes } from './fulfilment/admin-routes.js';
import { leaderboardRoutes } from './leaderboard/routes.js';
import { pointsRoutes } from './points/routes.js';
import { referralRoutes } from './referrals/routes.js';
import { orderRoutes } from './orders/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { walletRoutes } from './wallet/routes.js';
import { createWalletHistory } from './wallet/history.js';
import { galleryAdminRoutes } from './gallery/admin-routes.js';
import { galleryRoutes } from './gallery/routes.js';
import { shopInfoRoutes } from './shop-info/routes.js';
import { outboxRoutes } from './notifications/routes.js';
import { apiKeyRoutes } from './accounts/api-key-routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { playerRoutes } from './players/routes.js';
import { pushRoutes } from './push/routes.js';
import { v1Routes } from './reseller-api/v1-routes.js';
import { costRoutes } from './costs/routes.js';
import { bookRoutes } from './books/routes.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/database.js';
import { answerRouteNotFound } from './platform/errors.js';

/** The API under /api: thin routes over the services. */
export function apiRoutes({ config, database, services }: { config: Config; database: Database; services: Services }) {
  const { catalogue, sessions, gallery, playerCheck, accounts, guards, orderCounts, google, oidc, userAdmin, senders, orders, payments, wallet, topups, sandbox, coupons, points, leaderboard, referrals, orderAdmin, walletAdmin, catalogueAdmin, deliveryDesk, shopInfo, galleryAdmin, apiKeys, webhooks, players, push, costs, repricing, books } = services;
  return async (api: FastifyInstance) => {
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
    apiKeyRoutes(routes, { apiKeys, guards });
    webhookRoutes(routes, { webhooks, guards });
    playerRoutes(routes, { players, guards });
    pushRoutes(routes, { push, guards });
    costRoutes(routes, { costs, repricing, guards });
    bookRoutes(routes, { books, guards });
  };
}

/** The reseller API under /api/v1: beside /api, not inside it, so that no CORS answer ever reaches it. */
export function resellerApiRoutes({ services }: { services: Services }) {
  const { apiKeys, catalogue, wallet, orders, playerCheck, limiter } = services;
  return v1Routes({ apiKeys, catalogue, wallet, orders, playerCheck, limiter });
}
