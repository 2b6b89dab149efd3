import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { selectFileStorage } from '../server/src/providers/storage';
import type { PublishTarget } from './release/publish';
import { release } from './release/release';

const USAGE = `Usage: npm run release -- [--version x.y.z] [--out DIR | --storage-url URL] INSTALLER...

Writes electron-builder's update files (latest.yml, latest-mac.yml, latest-linux.yml) for the given
installers and publishes installers and update files. By default they go to DATA_DIR/downloads,
which the server serves at /downloads; with an s3:// (s3+https://, s3+http://) --storage-url or STORAGE_URL
into that bucket, which the server then serves; with an http(s) one they are PUT there.`;

function packageVersion(): string {
  const packageJson = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'));
  return String(packageJson.version);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      out: { type: 'string' },
      'storage-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const storageUrl = values['storage-url'] ?? process.env.STORAGE_URL;
  const target: PublishTarget = values.out
    ? { kind: 'directory', dir: path.resolve(values.out) }
    : storageUrl?.startsWith('s3')
      ? { kind: 'storage', storage: await selectFileStorage({ ...loadConfig(), storageUrl }) }
      : storageUrl
        ? { kind: 'http', baseUrl: storageUrl }
        : { kind: 'directory', dir: loadConfig().catalogue.downloadsDir };
  const published = await release({ installers: positionals, version: values.version ?? packageVersion(), target });
  for (const location of published) console.log(`published ${location}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
