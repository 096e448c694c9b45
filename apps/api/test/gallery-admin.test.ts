import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminGalleryList, MAX_UPLOAD_BYTES, uploadedImage, uploadImageResponse, type AdminGalleryImage } from '@shop/contract/catalogue-admin';
import { galleryImages as galleryImagesResponse } from '@shop/contract/catalogue';
import { createGalleryAdmin } from '../src/gallery/admin-service.js';
import { galleryImages } from '../src/gallery/tables.js';
import { createReadCache } from '../src/platform/cache.js';
import { loadConfig } from '../src/platform/config.js';
import { uploadsDirOf } from '../src/platform/image-storage.js';
import { createImageStorage } from '../src/platform/image-storage-from-config.js';
import { startFakeS3 } from './fake-s3.js';
import { startTestShop, type TestShop } from './helpers.js';

type User = Awaited<ReturnType<TestShop['factories']['user']>>;
type Upload = { field?: string; name: string; type: string; bytes: Buffer };

const S3 = { bucket: 'shop-images', region: 'ap-south-1', accessKeyId: 'AKIASHOPTEST0001', secretAccessKey: 'shop-test-secret-key/0123456789abcdef' };
const quietLog = { warn() {}, error() {} };

const pictures = {
  png: () => sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c0392b' } }).png().toBuffer(),
  /** A landscape JPEG whose EXIF says "turn 90° clockwise": stored upright, without the EXIF. */
  rotatedJpeg: () => sharp({ create: { width: 300, height: 100, channels: 3, background: '#2980b9' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  animatedGif: async () => {
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((background) => sharp({ create: { width: 120, height: 60, channels: 4, background } }).png().toBuffer()));
    return sharp(frames, { join: { animated: true } }).gif().toBuffer();
  },
  webp: () => sharp({ create: { width: 640, height: 320, channels: 3, background: '#16a085' } }).webp().toBuffer(),
  /** 50 megapixels: about 160 KB compressed, 150 MB decoded. */
  bomb: () => (bomb ??= sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer()),
};
let bomb: Promise<Buffer> | undefined;

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

async function multipart(fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** How a suite reaches what its storage holds. */
type StorageView = {
  keys(): string[];
  fetchStored(url: string): Promise<{ status: number; contentType: string | undefined; body: Buffer }>;
};

function galleryAdminSuite(kind: 'local' | 's3') {
  describe(`the gallery admin with ${kind} storage`, () => {
    let shop: TestShop;
    let admin: User;
    let view: StorageView;
    let fake: Awaited<ReturnType<typeof startFakeS3>> | undefined;
    let png: Buffer;

    beforeAll(async () => {
      png = await pictures.png();
      if (kind === 's3') {
        fake = await startFakeS3(S3);
        shop = await startTestShop({ S3_BUCKET: S3.bucket, S3_ENDPOINT: fake.endpoint, S3_REGION: S3.region, S3_ACCESS_KEY_ID: S3.accessKeyId, S3_SECRET_ACCESS_KEY: S3.secretAccessKey });
        const objects = fake.objects;
        view = {
          keys: () => [...objects.keys()],
          async fetchStored(url) {
            const res = await fetch(url);
            return { status: res.status, contentType: res.headers.get('content-type') ?? undefined, body: Buffer.from(await res.arrayBuffer()) };
          },
        };
      } else {
        shop = await startTestShop();
        const dir = uploadsDirOf(shop.config.DATA_DIR);
        view = {
          // Every file, hidden ones (half-written uploads) included.
          keys: () => (existsSync(dir) ? (readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1))) : []),
          async fetchStored(url) {
            const res = await shop.app.inject({ method: 'GET', url });
            return { status: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: res.rawPayload };
          },
        };
      }
      admin = await shop.factories.user({ role: 'admin' });
    });
    afterAll(async () => {
      await shop?.close();
      await fake?.close();
    });

    const upload = async (fields: Record<string, string>, files: Upload[], auth: Record<string, string> = admin.auth) => {
      const { payload, contentType } = await multipart(fields, files);
      return shop.app.inject({ method: 'POST', url: '/api/admin/uploadimage', payload, headers: { 'content-type': contentType, ...auth } });
    };
    const pngFile = (): Upload => ({ name: 'banner.png', type: 'image/png', bytes: png });
    const rows = async () => (await shop.db.select({ n: count() }).from(galleryImages))[0]!.n;
    const homeGallery = async () => galleryImagesResponse.parse((await shop.app.inject({ method: 'GET', url: '/api/gallery/images' })).json());
    const keyOf = (url: string) => /gallery\/[0-9a-f-]{36}\.webp$/.exec(url)?.[0];

    it('stores an upload as WebP under a name of its own, shows it on the home page at once, and serves it', async () => {
      const before = await homeGallery(); // fills the read cache, which the upload must drop
      const uploaded: AdminGalleryImage[] = [];
      for (const [type, title] of [['CarouselMb', 'Diwali sale (mobile)'], ['CarouselPc', 'Diwali sale'], ['Popup', 'Weekend offer']] as const) {
        const res = await upload({ title, type, redirectUrl: '/product/mlbb' }, [{ ...pngFile(), name: '../../etc/passwd.png' }]);
        expect(res.statusCode, res.body).toBe(201);
        const { message, image } = uploadImageResponse.parse(res.json());
        expect(message).toBe('Image uploaded successfully!');
        // The new picture's fields are the answer's own, beside the message; `image` repeats them
        // for an admin page loaded before the answer took this shape.
        const { message: _message, ...fields } = uploadedImage.parse(res.json());
        expect(fields).toEqual(image);
        expect(image).toMatchObject({ title, type, redirectUrl: '/product/mlbb', _id: image.id });
        expect(keyOf(image.url)).toBeDefined();
        expect(image.url).not.toContain('passwd');
        if (kind === 'local') expect(image.url).toMatch(/^\/uploads\/gallery\/[0-9a-f-]{36}\.webp$/);
        else expect(image.url).toBe(`${fake!.endpoint}/${S3.bucket}/${keyOf(image.url)}`);
        uploaded.push(image);
      }

      const served = await view.fetchStored(uploaded[0]!.url);
      expect(served.status).toBe(200);
      expect(served.contentType).toMatch(/^image\/webp/);
      expect(isWebp(served.body)).toBe(true);
      const meta = await sharp(served.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 400 });
      expect(meta.exif).toBeUndefined();
      expect(view.keys()).toEqual(expect.arrayContaining(uploaded.map((i) => keyOf(i.url))));

      const after = await homeGallery();
      const entry = (i: (typeof uploaded)[number]) => ({ id: i.id, title: i.title, url: i.url, redirectUrl: i.redirectUrl });
      expect(after.CarouselMb).toEqual([...before.CarouselMb, entry(uploaded[0]!)]);
      expect(after.CarouselPc).toEqual([...before.CarouselPc, entry(uploaded[1]!)]);
      expect(after.Popup).toEqual(entry(uploaded[2]!));

      const list = adminGalleryList.parse((await shop.app.inject({ method: 'GET', url: '/api/admin/imagegallery', headers: admin.auth })).json());
      expect(list.slice(0, 3).map((i) => i.id)).toEqual(uploaded.map((i) => i.id).reverse());
    });

    it('turns a photo upright, keeps a GIF animated, and takes WebP', async () => {
      const jpeg = await upload({ title: 'Rotated', type: 'Banner' }, [{ name: 'photo.jpg', type: 'image/jpeg', bytes: await pictures.rotatedJpeg() }]);
      expect(jpeg.statusCode, jpeg.body).toBe(201);
      const upright = await sharp((await view.fetchStored(jpeg.json().image.url)).body).metadata();
      expect(upright).toMatchObject({ format: 'webp', width: 100, height: 300 });
      expect(upright.exif).toBeUndefined();

      const gif = await upload({ title: 'Animated', type: 'Popup' }, [{ name: 'offer.gif', type: 'image/gif', bytes: await pictures.animatedGif() }]);
      expect(gif.statusCode, gif.body).toBe(201);
      const animated = await sharp((await view.fetchStored(gif.json().image.url)).body, { animated: true }).metadata();
      expect(animated).toMatchObject({ format: 'webp', pages: 3, width: 120, pageHeight: 60 });

      const webp = await upload({ title: 'Already WebP', type: 'Item' }, [{ name: 'item', type: 'application/octet-stream', bytes: await pictures.webp() }]);
      expect(webp.statusCode, webp.body).toBe(201);
    });

    describe('refuses what is not a picture it will keep, and leaves nothing behind', () => {
      const refusals: [string, () => Promise<Upload>, RegExp][] = [
        ['an SVG with a script', async () => ({ name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>') }), /Only JPEG, PNG, WebP or GIF/],
        ['an SVG named .png', async () => ({ name: 'logo.png', type: 'image/png', bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }), /Only JPEG, PNG, WebP or GIF/],
        ['an HTML page named .png', async () => ({ name: 'banner.png', type: 'image/png', bytes: Buffer.from('<!doctype html><html><body><script>fetch("/api/admin/stats")</script></body></html>') }), /Only JPEG, PNG, WebP or GIF/],
        ['a script', async () => ({ name: 'banner.js', type: 'text/javascript', bytes: Buffer.from('alert(1)') }), /Only JPEG, PNG, WebP or GIF/],
        ['a PNG header with a page behind it', async () => ({ name: 'x.png', type: 'image/png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]) }), /could not be read/],
        ['a 50-megapixel PNG', async () => ({ name: 'huge.png', type: 'image/png', bytes: await pictures.bomb() }), /at most 40 megapixels/],
        // The header alone says it is too large: had the pixels been decoded, the cut-off data
        // would have been reported as damaged instead.
        ['a 50-megapixel header with its pixels cut off', async () => ({ name: 'huge.png', type: 'image/png', bytes: (await pictures.bomb()).subarray(0, 200) }), /at most 40 megapixels/],
        ['a file over the cap', async () => ({ name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(MAX_UPLOAD_BYTES)]) }), /at most 8 MB/],
      ];
      for (const [what, make, message] of refusals) {
        it(`refuses ${what}`, async () => {
          const file = await make();
          const [rowsBefore, keysBefore] = [await rows(), view.keys()];
          const started = performance.now();
          const res = await upload({ title: what, type: 'CarouselPc' }, [file]);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().message).toMatch(message);
          expect(performance.now() - started).toBeLessThan(3_000);
          expect(await rows()).toBe(rowsBefore);
          expect(view.keys()).toEqual(keysBefore);
        });
      }

      it('refuses redirects that leave the shop or run script', async () => {
        const rowsBefore = await rows();
        for (const redirectUrl of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'http://evil.example', 'data:text/html,<script>alert(1)</script>', 'https://shop.example/\u0000']) {
          const res = await upload({ title: 'Redirect', type: 'CarouselPc', redirectUrl }, [pngFile()]);
          expect(res.statusCode, `${redirectUrl}: ${res.body}`).toBe(400);
        }
        expect(await rows()).toBe(rowsBefore);
        const fine = await upload({ title: 'Sale', type: 'CarouselPc', redirectUrl: 'https://shop.example/sale?x=1' }, [pngFile()]);
        expect(fine.statusCode, fine.body).toBe(201);
      });

      it('asks for the missing fields', async () => {
        const keysBefore = view.keys();
        for (const [fields, files] of [
          [{ type: 'Popup' }, [pngFile()]],
          [{ title: 'No type' }, [pngFile()]],
          [{ title: 'Wrong type', type: 'Wallpaper' }, [pngFile()]],
          [{ title: 'No file', type: 'Popup' }, []],
          [{ title: '   ', type: 'Popup' }, [pngFile()]],
          [{ title: 'No file chosen', type: 'Popup' }, [{ name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }]],
        ] as [Record<string, string>, Upload[]][]) {
          const res = await upload(fields, files);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().message).toBe('Please provide all required fields!');
        }
        const json = await shop.app.inject({ method: 'POST', url: '/api/admin/uploadimage', payload: { title: 'JSON', type: 'Popup', images: 'aGVsbG8=' }, headers: admin.auth });
        expect(json.statusCode).toBe(400);
        expect(json.json().message).toBe('Please provide all required fields!');
        expect(view.keys()).toEqual(keysBefore);
      });

      it('takes one picture, in the field images', async () => {
        const two = await upload({ title: 'Two', type: 'Popup' }, [pngFile(), pngFile()]);
        expect(two.statusCode).toBe(400);
        expect(two.json().message).toBe('Send one picture at a time.');
        const elsewhere = await upload({ title: 'Elsewhere', type: 'Popup' }, [{ ...pngFile(), field: 'file' }]);
        expect(elsewhere.statusCode).toBe(400);
        const broken = await shop.app.inject({ method: 'POST', url: '/api/admin/uploadimage', payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut', headers: { 'content-type': 'multipart/form-data; boundary=x', ...admin.auth } });
        expect(broken.statusCode).toBe(400);
      });
    });

    it('deletes the row and the stored picture, audited, and answers 404 the second time', async () => {
      const up = await upload({ title: 'To delete', type: 'CarouselMb' }, [pngFile()]);
      expect(up.statusCode, up.body).toBe(201);
      const image = up.json() as { id: string; url: string };
      expect(view.keys()).toContain(keyOf(image.url));
      expect((await homeGallery()).CarouselMb.map((e) => e.id)).toContain(image.id);

      const del = await shop.app.inject({ method: 'POST', url: `/api/admin/deleteimage/${image.id}`, headers: admin.auth });
      expect(del.statusCode, del.body).toBe(200);
      expect(del.json()).toEqual({ message: 'Image deleted successfully!' });
      expect(await shop.db.select().from(galleryImages).where(eq(galleryImages.id, image.id))).toEqual([]);
      expect(view.keys()).not.toContain(keyOf(image.url));
      expect((await view.fetchStored(image.url)).status).toBe(404);
      expect((await homeGallery()).CarouselMb.map((e) => e.id)).not.toContain(image.id);

      const again = await shop.app.inject({ method: 'POST', url: `/api/admin/deleteimage/${image.id}`, headers: admin.auth });
      expect(again.statusCode).toBe(404);
      const badId = await shop.app.inject({ method: 'POST', url: '/api/admin/deleteimage/not-a-uuid', headers: admin.auth });
      expect(badId.statusCode).toBe(400);

      const audit = (await shop.app.inject({ method: 'GET', url: '/api/admin/auditlog?kind=gallery&limit=250', headers: admin.auth })).json().entries as { action: string; admin: string; target: string; details: Record<string, { id?: string }> }[];
      const mine = audit.filter((e) => (e.details.after ?? e.details.before)?.id === image.id);
      expect(mine.map((e) => e.action)).toEqual(['gallery.delete', 'gallery.upload']);
      expect(mine[0]).toMatchObject({ admin: admin.email, target: 'To delete', details: { before: { id: image.id, url: image.url, type: 'CarouselMb' } } });
      expect(mine[1]).toMatchObject({ details: { after: { id: image.id, url: image.url, title: 'To delete' } } });
    });

    it('keeps the three routes to admins: 401 without a session, 403 for users and resellers', async () => {
      const user = await shop.factories.user();
      const reseller = await shop.factories.user({ role: 'reseller' });
      const [row] = await shop.db.insert(galleryImages).values({ title: 'Kept', type: 'Banner', url: '/uploads/banners/kept.webp' }).returning();
      const rowsBefore = await rows();
      const keysBefore = view.keys();
      const { payload, contentType } = await multipart({ title: 'Sneaky', type: 'Popup' }, [pngFile()]);
      for (const [auth, status] of [[{}, 401], [user.auth, 403], [reseller.auth, 403]] as const) {
        expect((await shop.app.inject({ method: 'GET', url: '/api/admin/imagegallery', headers: auth })).statusCode).toBe(status);
        expect((await shop.app.inject({ method: 'POST', url: '/api/admin/uploadimage', payload, headers: { 'content-type': contentType, ...auth } })).statusCode).toBe(status);
        expect((await shop.app.inject({ method: 'POST', url: `/api/admin/deleteimage/${row!.id}`, headers: auth })).statusCode).toBe(status);
      }
      expect(await rows()).toBe(rowsBefore);
      expect(view.keys()).toEqual(keysBefore);
    });

    it('removes the stored picture when the row cannot be written', async () => {
      const storage = createImageStorage({ config: shop.config });
      const failing = createGalleryAdmin({
        db: shop.db,
        cache: createReadCache(),
        storage,
        audit: async () => {
          throw new Error('the audit log is unavailable');
        },
        log: quietLog,
      });
      const [rowsBefore, keysBefore] = [await rows(), view.keys()];
      await expect(failing.uploadImage({ id: admin.id, userid: admin.userid, role: 'admin', name: admin.name, email: admin.email }, { title: 'Doomed', type: 'Popup', redirectUrl: '', file: png })).rejects.toThrow('the audit log is unavailable');
      expect(await rows()).toBe(rowsBefore);
      expect(view.keys()).toEqual(keysBefore);
    });

    if (kind === 'local') {
      it('never serves a picture still being written', async () => {
        const dir = join(uploadsDirOf(shop.config.DATA_DIR), 'gallery');
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, '.0b8a1c52-4b1e-4c52-9d0e-3f1f6a1b2c3d.part'), png.subarray(0, 100));
        expect((await shop.app.inject({ method: 'GET', url: '/uploads/gallery/.0b8a1c52-4b1e-4c52-9d0e-3f1f6a1b2c3d.part' })).statusCode).toBe(404);
      });
    }

    if (kind === 's3') {
      it('signs every request to the bucket, and a refused signature stores nothing', async () => {
        expect(fake!.requests.filter((r) => r.method !== 'GET').every((r) => r.signed)).toBe(true);
        const stored = fake!.objects.values().next().value!;
        expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=86400' });

        const wrongSecret = createImageStorage({ config: { ...shop.config, S3_SECRET_ACCESS_KEY: 'not-the-secret' } });
        const gallery = createGalleryAdmin({ db: shop.db, cache: createReadCache(), storage: wrongSecret, audit: async () => {}, log: quietLog });
        const [rowsBefore, keysBefore, seen] = [await rows(), view.keys(), fake!.requests.length];
        await expect(gallery.uploadImage({ id: admin.id, userid: admin.userid, role: 'admin', name: admin.name, email: admin.email }, { title: 'Unsigned', type: 'Popup', redirectUrl: '', file: png })).rejects.toMatchObject({
          code: 'UNAVAILABLE',
          message: 'The picture could not be stored. Please try again.',
        });
        // The removal of what may have landed is refused too (by the same signature check).
        expect(fake!.requests.slice(seen).map((r) => [r.method, r.status])).toEqual([['PUT', 403], ['DELETE', 403]]);
        expect(await rows()).toBe(rowsBefore);
        expect(view.keys()).toEqual(keysBefore);
      });
    }
  });
}

galleryAdminSuite('local');
galleryAdminSuite('s3');

describe('the upload in the API documentation', () => {
  it('documents the three routes, the upload as a form with the picture as binary', async () => {
    const shop = await startTestShop();
    try {
      const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(doc.paths['/api/admin/imagegallery'])).toEqual(['get']);
      expect(Object.keys(doc.paths['/api/admin/deleteimage/{id}'])).toEqual(['post']);
      const form = doc.paths['/api/admin/uploadimage'].post.requestBody.content['multipart/form-data'].schema;
      expect(form.required).toEqual(['title', 'type', 'images']);
      expect(form.properties.images).toMatchObject({ type: 'string', format: 'binary' });
      // The answer is the picture itself, its fields at the top with a message beside them.
      const answer = doc.paths['/api/admin/uploadimage'].post.responses['201'].content['application/json'].schema;
      expect(answer.required).toEqual(expect.arrayContaining(['_id', 'id', 'title', 'type', 'url', 'redirectUrl', 'createdAt', 'message']));
    } finally {
      await shop.close();
    }
  });
});

describe('image storage settings', () => {
  it('refuses a partial S3 setting, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop-images' })).toThrow('S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required for S3 image storage (S3_BUCKET is set)');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.in', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY: required for S3 image storage/);
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.in' })).toThrow(/S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_PUBLIC_URL is set/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://s3.example.in', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_ENDPOINT: must be an http/);
  });

  it('chooses the storage from the configuration and gives each picture its address', () => {
    expect(createImageStorage({ config: loadConfig({ DATA_DIR: '/srv/shop' }) })).toMatchObject({ name: 'local', origin: null });
    const local = createImageStorage({ config: loadConfig({ DATA_DIR: '/srv/shop' }) });
    expect(local.urlOf('gallery/a.webp')).toBe('/uploads/gallery/a.webp');
    expect(local.keyOf('/uploads/gallery/a.webp')).toBe('gallery/a.webp');
    expect(local.keyOf('/uploads/../db/x.webp')).toBeNull();
    expect(() => local.urlOf('../db/x')).toThrow();

    const s3 = { S3_BUCKET: 'shop-images', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    const cdn = createImageStorage({ config: loadConfig({ ...s3, S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', S3_PUBLIC_URL: 'https://img.shop.example/' }) });
    expect(cdn).toMatchObject({ name: 's3', origin: 'https://img.shop.example' });
    expect(cdn.urlOf('gallery/a.webp')).toBe('https://img.shop.example/gallery/a.webp');
    expect(cdn.keyOf('https://img.shop.example/gallery/a.webp')).toBe('gallery/a.webp');
    expect(cdn.keyOf('/uploads/gallery/a.webp')).toBeNull();
    const minio = createImageStorage({ config: loadConfig({ ...s3, S3_ENDPOINT: 'http://minio.internal:9000/' }) });
    expect(minio.urlOf('gallery/a.webp')).toBe('http://minio.internal:9000/shop-images/gallery/a.webp');
    const aws = createImageStorage({ config: loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com' }) });
    expect(aws.urlOf('gallery/a.webp')).toBe('https://shop-images.s3.ap-south-1.amazonaws.com/gallery/a.webp');
  });
});
