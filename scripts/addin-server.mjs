// Serves the built add-in and office.js (from @microsoft/office-js, so nothing is fetched
// from a CDN) over http or https. Used by the dev server and the browser tests.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer as createHttp } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { extname, join, normalize } from 'node:path';
import { ROOT } from './build-addin.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

export const OFFICE_JS = join(ROOT, 'node_modules', '@microsoft', 'office-js', 'dist');

/** Maps a URL path to a file: /office-js/* from the office-js package, everything else from `dir`. */
export function resolveFile(dir, urlPath) {
  const path = decodeURIComponent(urlPath.split('?')[0]);
  const [base, rest] = path.startsWith('/office-js/')
    ? [OFFICE_JS, path.slice('/office-js/'.length)]
    : [dir, path.slice(1) || 'taskpane.html'];
  const file = normalize(join(base, rest));
  if (!file.startsWith(base)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export function serveAddin(dir, { port = 0, host = '127.0.0.1', tls } = {}) {
  const handler = (req, res) => {
    const file = resolveFile(dir, req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  };
  const server = tls ? createHttps(tls, handler) : createHttp(handler);
  // A port already taken (EADDRINUSE) rejects, so the caller says so instead of crashing.
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
