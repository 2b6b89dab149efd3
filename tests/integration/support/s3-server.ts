import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'cantara-files';

/**
 * A real S3-protocol server (s3rver, which keeps objects in a folder) with one empty bucket, and the
 * STORAGE_URL that points the app at it.
 */
export async function startS3Server() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    storageUrl: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${TEST_BUCKET}`,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
