import { invoice, invoiceParams, invoiceSettings, invoiceSettingsResponse, profitQuery, profitResponse, reportQuery } from '@shop/contract/books';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Books } from './service.js';

/** Invoices for their customers; profit, reports and invoice details for admins. */
export function bookRoutes(app: App, { books, guards }: { books: Books; guards: Guards }) {
  app.get(
    '/invoices/:orderid',
    { onRequest: guards.signedIn, config: { errors: [404] }, schema: { tags: ['orders'], security: [{ bearer: [] }], description: 'A paid order’s tax invoice, for its customer or an admin.', params: invoiceParams, response: { 200: invoice } } },
    (req) => books.invoiceFor(callerOf(req), req.params.orderid),
  );

  const admin = { onRequest: guards.admin } as const;
  const tags = ['admin: books'];
  const security = [{ bearer: [] }];
  app.get('/admin/profit', { ...admin, schema: { tags, security, description: 'Revenue, cost and gross profit by day, week or month, by product and kind of buyer.', querystring: profitQuery, response: { 200: profitResponse } } }, (req) =>
    books.profit(req.query),
  );
  app.get('/admin/invoice-settings', { ...admin, schema: { tags, security, response: { 200: invoiceSettingsResponse } } }, () => books.settings());
  app.post('/admin/invoice-settings', { ...admin, schema: { tags, security, description: 'The seller’s details on invoices issued from now on.', body: invoiceSettings, response: { 200: invoiceSettingsResponse } } }, (req) =>
    books.saveSettings(callerOf(req), req.body),
  );
  const csv = (name: string, month: string) => ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}-${month}.csv"`, 'cache-control': 'no-store' });
  app.get('/admin/reports/sales-register.csv', { ...admin, schema: { tags, security, description: 'A month’s invoices as CSV, streamed.', querystring: reportQuery } }, async (req, reply) =>
    reply.headers(csv('sales-register', req.query.month)).send(await books.report('sales-register', req.query.month)),
  );
  app.get('/admin/reports/profit.csv', { ...admin, schema: { tags, security, description: 'A month’s profit per invoice as CSV, streamed.', querystring: reportQuery } }, async (req, reply) =>
    reply.headers(csv('profit', req.query.month)).send(await books.report('profit', req.query.month)),
  );
}
