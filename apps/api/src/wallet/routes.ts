import { z } from 'zod';
import { balanceResponse, topupRequest, topupResponse, txnStatusRequest, txnStatusResponse, walletTransactionsResponse } from '@shop/contract/orders';
import { userIdParam } from '@shop/contract/accounts';
import { callerOf, type Guards } from '../accounts/guards.js';

import type { Payments } from '../payments/service.js';
import type { App } from '../platform/app-types.js';
import type { Wallet } from './service.js';
import type { Topups } from './topups.js';
import { topupAsTransaction, type WalletHistory } from './history.js';

export function walletRoutes(app: App, { wallet, history, topups, payments, guards }: { wallet: Wallet; history: WalletHistory; topups: Topups; payments: Payments; guards: Guards }) {
  const tags = ['wallet'];
  const security = [{ bearer: [] }];
  const params = z.object({ userid: userIdParam });
  // Another customer's wallet is refused (403); an admin may name a customer who does not exist (404).
  const ownOrAdmins = { errors: [403, 404] } as const;

  // A customer reads their own wallet; an admin reads anyone's.
  app.get('/wallet/getbalance/:userid', { onRequest: guards.signedIn, config: ownOrAdmins, schema: { tags, security, params, response: { 200: balanceResponse } } }, (req) =>
    wallet.balanceFor(callerOf(req), req.params.userid),
  );

  app.get('/wallet/gettransactions/:userid', { onRequest: guards.signedIn, config: ownOrAdmins, schema: { tags, security, params, response: { 200: walletTransactionsResponse } } }, (req) =>
    history.transactionsFor(callerOf(req), req.params.userid),
  );

  app.post('/wallet/topup', { onRequest: guards.signedIn, config: { errorField: 'msg', errors: [403] }, schema: { tags, security, body: topupRequest, response: { 200: topupResponse } } }, (req) =>
    topups.startTopup({ caller: callerOf(req), userid: req.body.userid, rupees: req.body.value }),
  );

  app.post('/wallet/txnstatus', { onRequest: guards.signedIn, config: ownOrAdmins, schema: { tags, security, body: txnStatusRequest, response: { 200: txnStatusResponse } } }, async (req) => {
    const caller = callerOf(req);
    let row = await topups.topupFor(caller, req.body.client_txn_id);
    if (row.status === 'Created') {
      await payments.refresh({ clientTxnId: row.txnid, gatewayOrderId: row.gatewayOrderId, createdAt: row.createdAt });
      row = await topups.topupFor(caller, req.body.client_txn_id);
    }
    return { data: topupAsTransaction(row) };
  });
}
