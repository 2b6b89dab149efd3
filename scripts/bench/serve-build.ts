import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** Static files of a build (`root`, e.g. dist/renderer) plus an empty page, /bench, to run a bench in. */
export function serveBuild(root: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname === '/bench') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>voice bench</title>');
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${address.port}`, close: () => server.close() });
    }),
  );
}
