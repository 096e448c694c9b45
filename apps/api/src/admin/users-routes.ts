import { updateUserDataRequest, updateUserDataResponse, usersDataQuery, usersDataResponse } from '@shop/contract/accounts';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { UserAdmin } from '../accounts/user-admin.js';
import type { App } from '../platform/app-types.js';

export function adminUserRoutes(app: App, { userAdmin, guards }: { userAdmin: UserAdmin; guards: Guards }) {
  const common = { onRequest: guards.admin } as const;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.get('/admin/users_data', { ...common, schema: { tags, security, querystring: usersDataQuery, response: { 200: usersDataResponse } } }, (req) =>
    userAdmin.listUsers(req.query.page, req.query.limit),
  );
  app.post('/admin/updateuserdata', { ...common, config: { errors: [404, 409] }, schema: { tags, security, body: updateUserDataRequest, response: { 200: updateUserDataResponse } } }, (req) =>
    userAdmin.updateUser(callerOf(req), req.body),
  );
}
