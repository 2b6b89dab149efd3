import path from 'node:path';
import type { Config } from '../../config';
import { localFileStorage } from './local';
import { parseS3Url, s3FileStorage } from './s3';
import type { FileStorage } from './types';

/** An S3-compatible bucket when STORAGE_URL is set, otherwise folders under DATA_DIR. */
export async function selectFileStorage(config: Config): Promise<FileStorage> {
  if (config.storageUrl) {
    return s3FileStorage(parseS3Url(config.storageUrl), config.publicUrl);
  }
  return localFileStorage(
    {
      avatars: path.join(config.filesDir, 'avatars'),
      downloads: config.catalogue.downloadsDir,
      // Private: beside DATA_DIR/files, not in it.
      audio: config.audio.dir,
    },
    config.publicUrl,
  );
}
