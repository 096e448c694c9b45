import { ConfigError, type Config } from './config.js';
import { createLocalImageStorage, uploadsDirOf, type ImageStorage } from './image-storage.js';
import { createS3ImageStorage } from './image-storage-s3.js';

/** The storage the configuration names: a bucket when S3_BUCKET is set, else the data directory. */
export function createImageStorage({ config }: { config: Config }): ImageStorage {
  if (!config.S3_BUCKET) return createLocalImageStorage({ dir: uploadsDirOf(config.DATA_DIR) });
  return createS3ImageStorage({
    bucket: config.S3_BUCKET,
    endpoint: required('S3_ENDPOINT', config.S3_ENDPOINT),
    region: required('S3_REGION', config.S3_REGION),
    accessKeyId: required('S3_ACCESS_KEY_ID', config.S3_ACCESS_KEY_ID),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY', config.S3_SECRET_ACCESS_KEY),
    publicUrl: config.S3_PUBLIC_URL,
  });
}

// loadConfig already insists on these; this keeps a hand-built config honest too.
function required(name: string, value: string | undefined): string {
  if (!value) throw new ConfigError(`Invalid configuration:\n  ${name}: required when S3_BUCKET is set`);
  return value;
}

