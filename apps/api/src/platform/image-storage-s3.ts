import type { S3Client } from '@aws-sdk/client-s3';
import { isStorageKey, storageKey, type ImageStorage } from './image-storage.js';

export type S3Settings = {
  bucket: string;
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are read by browsers (a CDN or the bucket's public address). */
  publicUrl?: string | undefined;
};

/**
 * Pictures in an S3-compatible bucket (AWS, R2, MinIO, Spaces...). The bucket must let
 * browsers read its objects, directly or through S3_PUBLIC_URL.
 */
export function createS3ImageStorage(settings: S3Settings): ImageStorage {
  const endpoint = settings.endpoint.replace(/\/+$/, '');
  const endpointUrl = new URL(endpoint);
  const onAws = /(^|\.)amazonaws\.com$/.test(endpointUrl.hostname);
  // Other providers' endpoints (and any with a port) rarely resolve <bucket>.<host>, so their
  // buckets are addressed by path.
  const base = (settings.publicUrl ?? (onAws ? `${endpointUrl.protocol}//${settings.bucket}.${endpointUrl.host}` : `${endpoint}/${settings.bucket}`)).replace(/\/+$/, '');

  // The SDK is loaded on first use: a shop that keeps its pictures on disk never pays for it.
  let connection: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint,
        forcePathStyle: !onAws,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Checksums only where S3 requires them: several S3-compatible stores refuse the
        // checksum headers the SDK otherwise adds to every upload.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    })));

  return {
    name: 's3',
    origin: new URL(base).origin,
    async put(key, bytes, contentType) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: storageKey(key),
          Body: bytes,
          ContentType: contentType,
          // Keys are never reused, so a day of caching is as safe as on the shop's own /uploads/.
          CacheControl: 'public, max-age=86400',
        }),
      );
    },
    async delete(key) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: storageKey(key) }));
    },
    urlOf: (key) => `${base}/${storageKey(key)}`,
    keyOf(url) {
      const key = url.startsWith(`${base}/`) ? url.slice(base.length + 1) : '';
      return isStorageKey(key) ? key : null;
    },
  };
}
