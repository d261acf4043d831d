// Development certificates without sudo (office-addin-dev-certs install needs it): a local
// CA and a localhost certificate it signs, written to .certs/ (git-ignored). Trust
// .certs/ca.crt once in your user's store (docs/addin.md, "Certificates") and Office will load
// https://localhost:3000.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { ROOT } from './build-addin.mjs';

export const CERT_DIR = join(ROOT, '.certs');
const files = { caCert: 'ca.crt', caKey: 'ca.key', cert: 'localhost.crt', key: 'localhost.key' };

export async function ensureCertificates(dir = CERT_DIR) {
  const path = (name) => join(dir, files[name]);
  if (!existsSync(path('cert')) || !existsSync(path('key'))) {
    mkdirSync(dir, { recursive: true });
    const year = 365 * 24 * 3600 * 1000;
    const notAfterDate = new Date(Date.now() + year);
    const ca = await generate([{ name: 'commonName', value: 'Regula development CA' }], {
      keySize: 2048,
      notAfterDate,
      extensions: [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      ],
    });
    const leaf = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      notAfterDate,
      ca: { key: ca.private, cert: ca.cert },
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
          ],
        },
      ],
    });
    writeFileSync(path('caCert'), ca.cert);
    writeFileSync(path('caKey'), ca.private, { mode: 0o600 });
    writeFileSync(path('cert'), leaf.cert);
    writeFileSync(path('key'), leaf.private, { mode: 0o600 });
    console.log(`Certificates written to ${dir}. Trust ${path('caCert')} once (docs/addin.md, "Certificates").`);
  }
  return { cert: readFileSync(path('cert')), key: readFileSync(path('key')), ca: path('caCert') };
}
