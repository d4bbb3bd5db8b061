// A tiny static file server for the end-to-end tests: serves dist/ on
// 127.0.0.1 at a free port, with the MIME types module workers and
// WebAssembly.instantiateStreaming need.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Starts serving `dir` (port 0: any free port); resolves to { url, close() }. */
export async function serveStatic(dir, port = 0) {
  const root = normalize(dir + sep);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) return send(res, 403);
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile()) return send(res, path === '/favicon.ico' ? 204 : 404);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': 'no-store',
      });
      createReadStream(file).pipe(res);
    } catch {
      send(res, 500);
    }
  });
  server.keepAliveTimeout = 1000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res, status) {
  res.writeHead(status).end();
}

// `node tests/e2e/static-server.mjs [dir] [port]`: serve by hand (Ctrl-C to stop).
if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await serveStatic(process.argv[2] ?? 'dist', Number(process.argv[3] ?? 8000));
  console.log(`serving on ${s.url}`);
}
