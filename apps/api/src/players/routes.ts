import { z } from 'zod';
import { renameSavedPlayerRequest, savedPlayerResponse, savedPlayersQuery, savedPlayersResponse } from '@shop/contract/players';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Players } from './service.js';

const playerId = z.object({ id: z.uuid({ error: 'Saved account not found.' }) });

/** A customer's saved game accounts (their own only). */
export function playerRoutes(app: App, { players, guards }: { players: Players; guards: Guards }) {
  const tags = ['accounts'];
  const security = [{ bearer: [] }];
  const onRequest = guards.signedIn;
  app.get('/players', { onRequest, config: { errors: [404] }, schema: { tags, security, querystring: savedPlayersQuery, response: { 200: savedPlayersResponse } } }, async (req) => ({
    players: await players.list(callerOf(req), req.query.product_id),
  }));
  app.post('/players/:id', { onRequest, config: { errors: [404] }, schema: { tags, security, params: playerId, body: renameSavedPlayerRequest, response: { 200: savedPlayerResponse } } }, async (req) => ({
    message: 'Saved.',
    player: await players.rename(callerOf(req), req.params.id, req.body.label),
  }));
  app.post('/players/:id/delete', { onRequest, config: { errors: [404] }, schema: { tags, security, params: playerId, response: { 200: z.object({ message: z.string() }) } } }, async (req) => {
    await players.remove(callerOf(req), req.params.id);
    return { message: 'Deleted.' };
  });
}
