// GET /api/product/gethomeproducts on the shop against a bare Fastify route answering the
// same bytes, 100 connections for 10 s each.
//
// The machine has two cores shared with the load generator, and a virtual machine's speed drifts
// by a third from one minute to the next. So that the ratio measures the shop and not the drift,
// both servers run at once on core 0 with the load generator on core 1 (when taskset exists),
// and the figure comes two ways:
// - taking turns: each server alone under load, ROUNDS times; the median of the rounds' ratios.
//   This is the plain reading of "requests per second against a bare route", and the drift
//   between two turns still moves single rounds by ±15%.
// - side by side: both servers under load at the same moment, each from its own autocannon, for
//   PAIRED_ROUNDS rounds. The kernel gives each half of core 0, so whatever the machine's speed
//   does, it does to both, and the ratio of their requests is the ratio of their costs per
//   request. The bare route against itself gives 1.00 ± 0.02 this way.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { root, startShop } from './shop-process.mjs';

const ROUNDS = 7;
const PAIRED_ROUNDS = 5;
const path = '/api/product/gethomeproducts';
const pinned = spawnSync('taskset', ['-V']).status === 0;
const pin = (core, command, args) => (pinned ? ['taskset', ['-c', String(core), command, ...args]] : [command, args]);

/**
 * autocannon's CLI in its own process (on core 1), so the load does not share the servers' core.
 * It runs under a shell that, once it has waited for autocannon, prints its own /proc stat line,
 * whose cutime and cstime are autocannon's CPU time: what the load generator spent per answer.
 */
function load(url, duration = 10) {
  return new Promise((resolve, reject) => {
    const autocannon = [process.execPath, join(root, 'node_modules/autocannon/autocannon.js'), '--json', '-c', '100', '-d', String(duration), url];
    const [command, args] = pin(1, 'sh', ['-c', '"$@"; status=$?; cat /proc/$$/stat >&2 2>/dev/null; exit $status', 'sh', ...autocannon]);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const result = JSON.parse(out);
      const ticks = childTicks(err);
      result.loadUsPerRequest = ticks === null ? null : perRequest(ticks, result.requests.total);
      resolve(result);
    });
  });
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
const perRequest = (ticks, requests) => +((ticks * 1e6) / CLOCK_TICKS / requests).toFixed(1);

/** A process's own CPU time in clock ticks (utime + stime), or null off Linux. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** A load run with the CPU time its server spent per request (`serverUs`). */
async function measured(serverPid, run) {
  const before = cpuTicks(serverPid);
  const result = await run();
  const after = cpuTicks(serverPid);
  result.serverUsPerRequest = before === null || after === null ? null : perRequest(after - before, result.requests.total);
  return result;
}

/** The waited-for children's CPU time (cutime + cstime) from a /proc stat line. */
function childTicks(statLine) {
  const fields = statLine.split(') ')[1]?.split(' ');
  return fields ? Number(fields[13]) + Number(fields[14]) : null;
}

async function waitUntilUp(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

export async function benchHomeProducts() {
  const shop = await startShop({ port: 3201, core: pinned ? 0 : undefined });
  const body = await (await fetch(`${shop.url}${path}`)).text();
  const bodyFile = join(tmpdir(), 'home-products.json');
  writeFileSync(bodyFile, body);
  const [command, args] = pin(0, process.execPath, [join(root, 'bench/bare-server.mjs')]);
  const bare = spawn(command, args, { env: { ...process.env, PORT: '3202', BODY_FILE: bodyFile }, stdio: 'inherit' });
  const bareUrl = `http://127.0.0.1:3202${path}`;
  try {
    await waitUntilUp(bareUrl);
    await load(`${shop.url}${path}`, 5); // warm-up: JIT and the cache
    await load(bareUrl, 5);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const shopRun = await measured(shop.pid, () => load(`${shop.url}${path}`));
      const bareRun = await measured(bare.pid, () => load(bareUrl));
      const round = { shop: summary(shopRun), bare: summary(bareRun), ratio: +(shopRun.requests.average / bareRun.requests.average).toFixed(3) };
      round.costRatio = costRatio(round);
      console.log(`home products round ${i + 1}:`, JSON.stringify(round));
      rounds.push(round);
    }
    const median = medianBy(rounds, (r) => r.ratio);
    const paired = [];
    for (let i = 0; i < PAIRED_ROUNDS; i++) {
      const [shopRun, bareRun] = await Promise.all([measured(shop.pid, () => load(`${shop.url}${path}`)), measured(bare.pid, () => load(bareUrl))]);
      const round = { shop: summary(shopRun), bare: summary(bareRun), ratio: +(shopRun.requests.total / bareRun.requests.total).toFixed(3) };
      round.costRatio = costRatio(round);
      console.log(`home products side by side ${i + 1}:`, JSON.stringify(round));
      paired.push(round);
    }
    const pairedMedian = medianBy(paired, (r) => r.ratio);
    const costMedian = medianBy(paired, (r) => r.costRatio ?? 0);
    const result = {
      bytes: Buffer.byteLength(body),
      pinned,
      medianRatio: median.ratio,
      pairedMedianRatio: pairedMedian.ratio,
      serverCostRatio: costMedian.costRatio,
      median,
      rounds,
      paired,
    };
    console.log('home products', JSON.stringify({ medianRatio: result.medianRatio, pairedMedianRatio: result.pairedMedianRatio, serverCostRatio: result.serverCostRatio }));
    return result;
  } finally {
    bare.kill('SIGTERM');
    await shop.stop();
  }
}

const costRatio = (round) => (round.shop.serverUs && round.bare.serverUs ? +(round.bare.serverUs / round.shop.serverUs).toFixed(3) : null);
const medianBy = (rows, key) => [...rows].sort((a, b) => key(a) - key(b))[Math.floor(rows.length / 2)];
const summary = (r) => ({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, serverUs: r.serverUsPerRequest, loadUs: r.loadUsPerRequest });
