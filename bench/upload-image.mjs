// Gallery uploads through the real HTTP API: a 4000x3000 JPEG (a 12-megapixel photo) checked,
// re-encoded to WebP and stored, one upload at a time, then two at once. Reports the time per
// upload and the shop process's resident memory before, during and after the uploads.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startShop } from './shop-process.mjs';

const UPLOADS = 12;
const WARM_UP = 2;

export async function benchUploadImage() {
  // Noise, softened: a photo-like JPEG that compresses as a real one does (about 2 MB).
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.5)
    .jpeg({ quality: 85 })
    .toBuffer();

  const shop = await startShop({ port: 3206, env: { ADMIN_EMAIL: 'bench@example.in', ADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn', WORKERS: 'false' } });
  try {
    const login = await fetch(`${shop.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.in', password: 'bench-password-1' }) });
    const { token } = await login.json();
    const upload = async (n) => {
      const form = new FormData();
      form.append('title', `Bench photo ${n}`);
      form.append('type', 'CarouselPc');
      form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      const res = await fetch(`${shop.url}/api/admin/uploadimage`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`upload ${n}: HTTP ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, url: body.image.url };
    };

    const atRest = memoryOf(shop.pid);
    // The warm-up loads sharp; VmHWM also holds start-up's peak, so the resident size is
    // sampled while the measured uploads run.
    for (let i = 0; i < WARM_UP; i++) await upload(`warm-up ${i}`);
    await new Promise((r) => setTimeout(r, 1_000));
    const warm = memoryOf(shop.pid);
    let sampledPeakMb = 0;
    const sampler = setInterval(() => (sampledPeakMb = Math.max(sampledPeakMb, memoryOf(shop.pid).rssMb)), 10);
    const times = [];
    let stored;
    for (let i = 0; i < UPLOADS; i++) {
      const { ms, url } = await upload(i);
      times.push(ms);
      stored = url;
    }
    const pairStart = performance.now();
    await Promise.all([upload('pair a'), upload('pair b')]);
    const pairMs = performance.now() - pairStart;
    clearInterval(sampler);
    const storedBytes = (await (await fetch(`${shop.url}${stored}`)).arrayBuffer()).byteLength;

    times.sort((a, b) => a - b);
    const { rssMb, peakMb } = memoryOf(shop.pid);
    const result = {
      photo: { width: 4000, height: 3000, jpegKb: Math.round(photo.length / 1024), webpKb: Math.round(storedBytes / 1024) },
      uploadMs: {
        p50: +times[Math.floor(times.length * 0.5)].toFixed(0),
        max: +times.at(-1).toFixed(0),
        mean: +(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0),
      },
      twoAtOnceMs: +pairMs.toFixed(0),
      // startUpPeak is start-up's own (migrations, the demo catalogue); peak is the process's
      // whole life (VmHWM); duringUploads is the highest sample while the measured uploads ran.
      shopRssMb: { resting: atRest.rssMb, startUpPeak: atRest.peakMb, afterWarmUp: warm.rssMb, duringUploads: sampledPeakMb, afterUploads: rssMb, peak: peakMb },
    };
    console.log('upload-image', result);
    return result;
  } finally {
    await shop.stop();
  }
}

/** Resident memory of a process now and at its peak, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}
