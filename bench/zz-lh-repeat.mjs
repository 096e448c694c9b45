import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './shop-process.mjs';
const shop = await startShop({ port: 3208 });
const home = await (await fetch(`${shop.url}/api/product/gethomeproducts`)).json();
const product = home.instantGames[0];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
try {
  for (const path of ['/', `/product/${product._id}`]) {
    for (let i = 0; i < 4; i++) {
      const { lhr } = await lighthouse(`${shop.url}${path}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], formFactor: 'mobile', disableStorageReset: i > 0 });
      const a = lhr.audits;
      console.log(path.slice(0, 12), i === 0 ? 'first ' : 'repeat', Math.round(lhr.categories.performance.score * 100), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'bi', Math.round(lhr.environment.benchmarkIndex));
      await new Promise((r) => setTimeout(r, 3000)); // the worker's precache finishes
    }
  }
} finally { await chrome.kill(); await shop.stop(); }
