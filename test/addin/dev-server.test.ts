import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureCertificates } from '../../scripts/addin-certs.mjs';
import { resolveFile, serveAddin } from '../../scripts/addin-server.mjs';
import { devServerProblem } from '../../scripts/dev-server.mjs';
import { REPO_ROOT } from '../support/fixture-paths';

function fetchHttps(url: string, ca: Buffer): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    }).on('error', reject);
  });
}

describe('dev server (npm run dev-server)', () => {
  it('serves the add-in and office.js over https with a localhost certificate signed by its own CA, made without sudo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-certs-'));
    try {
      const tls = await ensureCertificates(dir);
      const server = await serveAddin(join(REPO_ROOT, 'addin', 'public'), { tls, host: '127.0.0.1' });
      const port = (server.address() as AddressInfo).port;
      const ca = readFileSync(tls.ca);
      const page = await fetchHttps(`https://localhost:${port}/taskpane.html`, ca).catch(() =>
        fetchHttps(`https://127.0.0.1:${port}/taskpane.html`, ca),
      );
      expect(page.status).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain('office-js/office.js');
      const office = await fetchHttps(`https://127.0.0.1:${port}/office-js/office.js`, ca);
      expect(office.status).toBe(200);
      expect(office.body.length).toBeGreaterThan(10_000);
      await new Promise((resolve) => server.close(resolve));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('never serves files outside the add-in and office.js folders', () => {
    const dir = join(REPO_ROOT, 'addin', 'public');
    expect(resolveFile(dir, '/../../package.json')).toBeUndefined();
    expect(resolveFile(dir, '/office-js/../../../package.json')).toBeUndefined();
    expect(resolveFile(dir, '/')).toBe(join(dir, 'taskpane.html'));
  });

  it('rejects a port already taken, which npm start and npm run dev-server say in one sentence', async () => {
    const dir = join(REPO_ROOT, 'addin', 'public');
    const first = await serveAddin(dir);
    const port = (first.address() as AddressInfo).port;
    try {
      const taken = await serveAddin(dir, { port }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((taken as { code?: string }).code).toBe('EADDRINUSE');
      expect(devServerProblem(taken, port)).toBe(
        `Port ${port} is in use: another dev server (or npm start) is running — stop it (Ctrl+C in its terminal, or npm stop) and start again. The manifest's URLs name port ${port}.`,
      );
    } finally {
      await new Promise((resolve) => first.close(resolve));
    }
  });
});
