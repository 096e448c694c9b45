import { checkIdRequest, checkIdResponse } from '@shop/contract/catalogue';
import type { App } from '../platform/app-types.js';
import type { PlayerCheck } from './service.js';

export function fulfilmentRoutes(app: App, { playerCheck }: { playerCheck: PlayerCheck }) {
  app.post(
    '/order/checkid',
    { config: { errors: [404, 422, 429] }, schema: { tags: ['orders'], body: checkIdRequest, response: { 200: checkIdResponse } } },
    async (req) =>
      playerCheck.checkPlayerId({
        productId: req.body.selectedProduct,
        ...(req.body.selectedItem ? { itemId: req.body.selectedItem } : {}),
        userid: req.body.userid,
        zoneid: req.body.zoneid,
        address: req.ip,
      }),
  );
}
