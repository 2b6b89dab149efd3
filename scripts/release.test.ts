import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http, { type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HttpExecutor } from 'builder-util-runtime';
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUpdateInfo } from '../shared/update-info';

const ROOT = path.resolve(import.meta.dirname, '..');
const execFileAsync = promisify(execFile);
/** Runs the release script the way `npm run release` does, through tsx. */
const release = (args: string[], env: NodeJS.ProcessEnv) =>
  execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', ...args], { cwd: ROOT, env });

/** electron-updater's request layer over Node's http, as its Electron executor does over net. */
class NodeExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: http.RequestOptions, callback: (response: unknown) => void): ClientRequest {
    const request = http.request(options);
    request.on('response', callback);
    return request;
  }
}

function serveDirectory(dir: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/downloads\//, ''));
    const file = path.join(dir, path.basename(name));
    if (!fs.existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200);
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const baseUrl = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/downloads/`;

async function readLatest(url: string, platform: 'win32' | 'darwin') {
  const provider = new GenericProvider(
    { provider: 'generic', url },
    { channel: null, isAddNoCacheQuery: false } as never,
    { isUseMultipleRangeRequest: false, platform, executor: new NodeExecutor() } as never,
  );
  const info = await provider.getLatestVersion();
  return { info, files: provider.resolveFiles(info) };
}

describe('scripts/release', { timeout: 60_000 }, () => {
  let work: string;
  let installers: string[];

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'cantara-release-'));
    installers = [path.join(work, 'Cantara-Setup-1.4.0.exe'), path.join(work, 'Cantara-1.4.0.dmg')];
    fs.writeFileSync(installers[0] as string, Buffer.alloc(300_000, 7));
    fs.writeFileSync(installers[1] as string, createHash('sha256').update('mac').digest());
  });

  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('publishes into DATA_DIR/downloads update files that electron-updater reads and verifies', async () => {
    const dataDir = path.join(work, 'data');
    const { stdout } = await release(['--version', '1.4.0', ...installers], {
      ...process.env,
      DATA_DIR: dataDir,
      STORAGE_URL: '',
    });
    const downloads = path.join(dataDir, 'downloads');
    expect(fs.readdirSync(downloads).sort()).toEqual([
      'Cantara-1.4.0.dmg',
      'Cantara-Setup-1.4.0.exe',
      'latest-mac.yml',
      'latest.yml',
    ]);
    expect(stdout.trim().split('\n').at(-1)).toMatch(/latest(-mac)?\.yml$/);

    const server = await serveDirectory(downloads);
    try {
      for (const [platform, installer] of [
        ['win32', installers[0]],
        ['darwin', installers[1]],
      ] as const) {
        const { info, files } = await readLatest(baseUrl(server), platform);
        expect(info.version).toBe('1.4.0');
        expect(files).toHaveLength(1);
        const [file] = files;
        const bytes = fs.readFileSync(installer as string);
        expect(file?.url.href).toBe(`${baseUrl(server)}${path.basename(installer as string)}`);
        expect(file?.info.size).toBe(bytes.length);
        // electron-updater verifies downloads against the base64 sha512.
        expect(file?.info.sha512).toBe(createHash('sha512').update(bytes).digest('base64'));
        const downloaded = Buffer.from(await (await fetch(file?.url.href as string)).arrayBuffer());
        expect(createHash('sha512').update(downloaded).digest('base64')).toBe(file?.info.sha512);
        expect(info.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        // The app's own reader takes the same file.
        const text = fs.readFileSync(
          path.join(downloads, platform === 'win32' ? 'latest.yml' : 'latest-mac.yml'),
          'utf8',
        );
        expect(parseUpdateInfo(text)).toMatchObject({ ok: true, info: { version: '1.4.0' } });
      }
    } finally {
      server.close();
    }
  });

  it('PUTs installers first and update files last when STORAGE_URL is set', async () => {
    const received: { url: string; type: string; size: number }[] = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: `${request.method} ${request.url}`,
          type: String(request.headers['content-type']),
          size: Buffer.concat(chunks).length,
        });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await release(['--version', '1.4.0', ...installers], { ...process.env, STORAGE_URL: baseUrl(server) });
    } finally {
      server.close();
    }
    expect(received.map((entry) => entry.url)).toEqual([
      'PUT /downloads/Cantara-Setup-1.4.0.exe',
      'PUT /downloads/Cantara-1.4.0.dmg',
      'PUT /downloads/latest.yml',
      'PUT /downloads/latest-mac.yml',
    ]);
    expect(received[0]?.size).toBe(300_000);
    expect(received[2]?.type).toContain('yaml');
  });

  it('refuses a non-semver version and unknown file types without publishing', async () => {
    const dataDir = path.join(work, 'refused');
    const attempt = (args: string[]) => release(args, { ...process.env, DATA_DIR: dataDir });
    await expect(attempt(['--version', 'latest', ...installers])).rejects.toMatchObject({
      stderr: expect.stringMatching(/not a semantic version/),
    });
    const notes = path.join(work, 'notes.txt');
    fs.writeFileSync(notes, 'x');
    await expect(attempt(['--version', '1.4.0', notes])).rejects.toMatchObject({
      stderr: expect.stringMatching(/not an installer type/),
    });
    expect(fs.existsSync(path.join(dataDir, 'downloads'))).toBe(false);
  });
});
