// npm run dev-server: the add-in on https://localhost:3000 (the manifest's URLs), rebuilt on
// every change, with certificates from .certs/ (made on first start, no sudo). npm start runs
// it too (scripts/start.mjs).
import * as esbuild from 'esbuild';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addinBuildOptions, copyPublic, ROOT } from './build-addin.mjs';
import { ensureCertificates } from './addin-certs.mjs';
import { serveAddin } from './addin-server.mjs';

/** The port of the manifest's URLs (manifest.xml, manifest.json): Office loads the pane from it. */
export const DEV_PORT = 3000;

/** Builds the add-in into addin/dist, watches addin/ and serves it over https; resolves once it listens. */
export async function startDevServer({ port = DEV_PORT } = {}) {
  const options = addinBuildOptions();
  copyPublic(options.outdir);
  // The manifests beside the pages: https://localhost:PORT/manifest.xml is what to sideload
  // (manifest.json, the unified manifest, and its localization files under locales/ too).
  for (const manifest of ['manifest.xml', 'manifest.json']) copyFileSync(join(ROOT, manifest), join(options.outdir, manifest));
  const tls = await ensureCertificates();
  const server = await serveAddin(options.outdir, { port, host: 'localhost', tls });
  const context = await esbuild.context(options);
  await context.watch();
  return {
    url: `https://localhost:${port}/taskpane.html`,
    manifestUrl: `https://localhost:${port}/manifest.xml`,
    close: async () => {
      await context.dispose();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Why the dev server could not start, in a sentence (no stack): a taken port says what to do. */
export function devServerProblem(error, port = DEV_PORT) {
  if (error?.code === 'EADDRINUSE')
    return `Port ${port} is in use: another dev server (or npm start) is running — stop it (Ctrl+C in its terminal, or npm stop) and start again. The manifest's URLs name port ${port}.`;
  if (error?.code === 'EACCES') return `Port ${port} cannot be opened by this user (${error.message}).`;
  return `The dev server did not start: ${error instanceof Error ? error.message : String(error)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? DEV_PORT);
  try {
    const { url, manifestUrl } = await startDevServer({ port });
    console.log(`Regula add-in on ${url} (watching addin/). Sideload manifest.xml (also at ${manifestUrl}); Ctrl+C stops.`);
  } catch (error) {
    console.error(devServerProblem(error, port));
    process.exit(1);
  }
}
