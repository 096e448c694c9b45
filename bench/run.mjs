// `npm run bench`: every benchmark; results are printed and saved to bench-results/latest.json.
// docs/benchmarks.md records the figures and the command that gives them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled } from '../scripts/prepare.mjs';
import { benchBundleSize } from './bundle-size.mjs';
import { benchHomeProducts } from './home-products.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLogins } from './logins.mjs';
import { benchAdminCatalogue } from './admin-catalogue.mjs';
import { benchAdminPages } from './admin-pages.mjs';
import { benchLeaderboard } from './leaderboard.mjs';
import { benchOrderReactions } from './order-reactions.mjs';
import { benchWalletOrders } from './wallet-orders.mjs';
import { benchUploadImage } from './upload-image.mjs';
import { benchDeliveries } from './deliveries.mjs';
import { benchRateLimit } from './rate-limit.mjs';
import { benchInstances } from './instances.mjs';
import { benchResellerApi } from './reseller-api.mjs';
import { benchRepeatVisit } from './repeat-visit.mjs';
import { benchOwnersMoney } from './owners-money.mjs';
import { root } from './shop-process.mjs';

ensureInstalled();
ensureBuilt();

const only = process.argv[2];
const benches = { 'home-products': benchHomeProducts, 'bundle-size': benchBundleSize, lighthouse: benchLighthouse, logins: benchLogins, 'admin-pages': benchAdminPages, 'admin-catalogue': benchAdminCatalogue, leaderboard: benchLeaderboard, 'order-reactions': benchOrderReactions, 'wallet-orders': benchWalletOrders, 'upload-image': benchUploadImage, deliveries: benchDeliveries, 'rate-limit': benchRateLimit, instances: benchInstances, 'reseller-api': benchResellerApi, 'repeat-visit': benchRepeatVisit, 'owners-money': benchOwnersMoney };
const results = { date: new Date().toISOString(), node: process.version };
for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  results[name] = await bench();
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/latest.json'), JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
