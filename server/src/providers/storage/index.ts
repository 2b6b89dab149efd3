import path from 'node:path';
import type { Config } from '../../config';
import { localFileStorage } from './local';
import type { FileStorage } from './types';

/**
 * An S3-compatible bucket when STORAGE_URL is set, otherwise folders under DATA_DIR. The AWS SDK is
 * loaded only when a bucket is used.
 */
export async function selectFileStorage(config: Config): Promise<FileStorage> {
  if (config.storageUrl) {
    const { parseS3Url, s3FileStorage } = await import('./s3');
    return s3FileStorage(parseS3Url(config.storageUrl), config.publicUrl);
  }
  return localFileStorage(
    { avatars: path.join(config.filesDir, 'avatars'), downloads: config.catalogue.downloadsDir },
    config.publicUrl,
  );
}
