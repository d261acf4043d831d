import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup: every temporary folder a test makes (mkdtempSync(join(tmpdir(), …)))
 * goes inside one folder for the run, removed when the run ends, so no test leaves
 * `regula-*` folders behind. The test processes inherit TMPDIR, which os.tmpdir() reads.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'regula-test-run-'));
  process.env['TMPDIR'] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
