import { updateUserDataRequest, updateUserDataResponse, usersDataQuery, usersDataResponse } from '@shop/contract/accounts';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { UserAdmin } from '../accounts/service.js';
import type { App } from '../platform/app-types.js';
import type { Db } from '../platform/database.js';
import { recordAudit } from './audit.js';

export function adminUserRoutes(app: App, { db, userAdmin, guards }: { db: Db; userAdmin: UserAdmin; guards: Guards }) {
  const common = { onRequest: guards.admin } as const;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.get('/admin/users_data', { ...common, schema: { tags, security, querystring: usersDataQuery, response: { 200: usersDataResponse } } }, (req) =>
    userAdmin.listUsers(req.query.page, req.query.limit),
  );
  app.post('/admin/updateuserdata', { ...common, schema: { tags, security, body: updateUserDataRequest, response: { 200: updateUserDataResponse } } }, async (req) => {
    const result = await userAdmin.updateUser(callerOf(req), req.body);
    const { name, email, mobilenumber, role, verified, isBlocked } = req.body;
    await recordAudit(db, { adminId: callerOf(req).id, action: 'user.update', target: result.user.email, details: { name, email, mobilenumber, role, verified, isBlocked } });
    return result;
  });
}
