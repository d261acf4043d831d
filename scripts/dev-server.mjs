// npm run dev-server: the add-in on https://localhost:3000 (the manifest's URLs), rebuilt on
// every change, with certificates from .certs/ (made on first start, no sudo).
import * as esbuild from 'esbuild';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { addinBuildOptions, copyPublic, ROOT } from './build-addin.mjs';
import { ensureCertificates } from './addin-certs.mjs';
import { serveAddin } from './addin-server.mjs';

const port = Number(process.env.PORT ?? 3000);
const options = addinBuildOptions();
copyPublic(options.outdir);
// The manifest beside the pages: https://localhost:PORT/manifest.xml is what to sideload.
copyFileSync(join(ROOT, 'manifest.xml'), join(options.outdir, 'manifest.xml'));
const context = await esbuild.context(options);
await context.watch();
const tls = await ensureCertificates();
await serveAddin(options.outdir, { port, host: 'localhost', tls });
console.log(
  `Regula add-in on https://localhost:${port}/taskpane.html (watching addin/). Sideload manifest.xml (also at https://localhost:${port}/manifest.xml); Ctrl+C stops.`,
);
