import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Where uploaded pictures are kept: the data directory (served by the shop at /uploads/) or an
 * S3-compatible bucket, chosen by configuration (image-storage-from-config.ts). Keys are chosen by the shop, never by the
 * uploader, e.g. `gallery/<uuid>.webp`.
 */
export interface ImageStorage {
  readonly name: 'local' | 's3';
  /** The origin pictures are served from when it is not the shop's own (the pages' img-src), else null. */
  readonly origin: string | null;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes an object; one that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The address a page uses: relative to the host for local storage, absolute for a bucket. */
  urlOf(key: string): string;
  /** The key behind an address this storage gave, or null for any other address. */
  keyOf(url: string): string | null;
}

/**
 * Picture addresses as a page on any origin can load them: a path of the shop (`/uploads/x.webp`)
 * or a bare file name (kept in uploads, as the web app reads one) is put on the shop's public
 * address; an absolute address (a bucket's, an https one an admin gave) and an empty one stay as
 * they are. Without a public address the shop cannot say where it is, so paths stay relative:
 * its own pages, on its own origin, load them as they are. Answers null then.
 */
export function pictureAddresses(publicUrl: string | undefined): ((path: string) => string) | null {
  if (!publicUrl) return null;
  const base = publicUrl.replace(/\/+$/, '');
  return (path) => {
    if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
    return path.startsWith('/') ? `${base}${path}` : `${base}/uploads/${path}`;
  };
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]+$/i;

/** A key as storage takes it: relative path segments of plain characters, nothing that climbs out. */
export function storageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
export const isStorageKey = (key: string) => KEY.test(key);

/** The folder of uploads and demo pictures inside the data directory. */
export const uploadsDirOf = (dataDir: string) => join(dataDir, 'uploads');

/** Pictures in a folder the shop serves itself at /uploads/. */
export function createLocalImageStorage({ dir }: { dir: string }): ImageStorage {
  const pathOf = (key: string) => join(dir, storageKey(key));
  return {
    name: 'local',
    origin: null,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a hidden name and renamed into place, so a half-written file is never
      // served, and synced first so that a crash cannot leave an empty file under the real name.
      const partial = join(dirname(path), `.${randomUUID()}.part`);
      try {
        const file = await open(partial, 'wx');
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    urlOf: (key) => `/uploads/${storageKey(key)}`,
    keyOf(url) {
      const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
      return isStorageKey(key) ? key : null;
    },
  };
}

/**
 * Serves the uploads folder at /uploads/. Whatever the storage of new uploads, the demo pictures
 * and uploads made before a move to a bucket stay here. Hidden files (a picture still being
 * written) are not served. Names never change in place, so a day of caching is safe.
 */
export async function serveUploads(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, { root: dir, prefix: '/uploads/', decorateReply: false, maxAge: '1d', dotfiles: 'ignore' });
}
