import { chromium } from 'playwright';
import { startShop } from '../bench/shop-process.mjs';
const shop = await startShop({ port: 3209 });
const home = await (await fetch(`${shop.url}/api/product/gethomeproducts`)).json();
const product = home.instantGames[0];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const path of [`/product/${product._id}`, '/']) {
    const page = await b.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(shop.url + path, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map(); let total = 0;
    profile.samples.forEach((id, i) => { const t = profile.timeDeltas[i] ?? 0; total += t; const cf = byId.get(id).callFrame; if (cf.functionName === '(idle)') return; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(k, (self.get(k) ?? 0) + t); });
    const byFile = new Map(); for (const [k, t] of self) { const f = k.split(' ').slice(1).join(' ').split(':')[0] || k; byFile.set(f, (byFile.get(f) ?? 0) + t); }
    console.log('==', path.slice(0, 12), 'busy ms (4x)', Math.round([...self.values()].reduce((a, b) => a + b, 0) / 1000));
    console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, t]) => `  ${Math.round(t / 1000)} ms ${k}`).join('\n'));
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, t]) => `  ${Math.round(t / 1000)} ms ${k}`).join('\n'));
    await page.close();
  }
} finally { await b.close(); await shop.stop(); }
