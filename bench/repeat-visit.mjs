// A returning customer's visit to the home page on a phone: the first visit installs the service
// worker; the repeat visit is answered from its cache. Timed in Debian's Chromium (Playwright),
// with the network as Lighthouse's mobile profile slows it (150 ms, 1.6 Mbit/s), and offline.
import { chromium, devices } from 'playwright';
import { startShop } from './shop-process.mjs';

const RUNS = 5;

/** What the browser's navigation timing says of the page just loaded, in ms from the start. */
const timing = (page) =>
  page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const lcp = performance.getEntriesByType('largest-contentful-paint').at(-1);
    return { domContentLoaded: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd), firstContentfulPaint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0), largestContentfulPaint: lcp ? Math.round(lcp.startTime) : null };
  });

export async function benchRepeatVisit() {
  const shop = await startShop({ port: 3208 });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await page.goto(`${shop.url}/`, { waitUntil: 'load' });
      await page.getByRole('heading').first().waitFor();
      const first = await timing(page);
      // The worker installs after the page has loaded; the repeat visit waits until it controls the page.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null || false, null, { timeout: 60_000 }).catch(async () => {
        await page.reload({ waitUntil: 'load' });
        await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
      });
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto(`${shop.url}/`, { waitUntil: 'load' });
      await page.getByRole('heading').first().waitFor();
      const repeat = await timing(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.goto(`${shop.url}/`, { waitUntil: 'load' });
      await page.getByRole('heading').first().waitFor();
      const offline = await timing(page);
      runs.push({ first, repeat, offline });
      await context.close();
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
  const median = (pick) => {
    const values = runs.map(pick).filter((v) => v !== null).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? null;
  };
  const result = {
    runs: RUNS,
    network: 'mobile: 150 ms, 1.6 Mbit/s down',
    firstVisit: { load: median((r) => r.first.load), firstContentfulPaint: median((r) => r.first.firstContentfulPaint), largestContentfulPaint: median((r) => r.first.largestContentfulPaint) },
    repeatVisit: { load: median((r) => r.repeat.load), firstContentfulPaint: median((r) => r.repeat.firstContentfulPaint), largestContentfulPaint: median((r) => r.repeat.largestContentfulPaint) },
    offlineVisit: { load: median((r) => r.offline.load), firstContentfulPaint: median((r) => r.offline.firstContentfulPaint) },
    repeatLoads: runs.map((r) => r.repeat.load),
  };
  console.log('repeat visit', JSON.stringify(result, null, 2));
  return result;
}
