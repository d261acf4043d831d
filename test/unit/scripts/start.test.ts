/**
 * npm start and npm stop (scripts/start.mjs), the system injected: on Windows and the Mac,
 * office-addin-debugging sideloads into desktop Excel (as Office's templates do); on Linux the dev
 * server runs and the steps to sideload into Excel on the web are printed; a problem is one
 * sentence, never a stack trace (docs/addin.md, "Sideloading").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStart, runStop, startPlan, stopPlan, type NpxOutcome } from '../../../scripts/start.mjs';
import { REPO_ROOT } from '../../support/fixture-paths';

/** An npm start with every effect recorded: what it printed, what npx was asked, whether the dev server was started. */
function recorder(npxOutcome: NpxOutcome = { code: 0 }, serveProblem?: Error) {
  const seen = { out: [] as string[], err: [] as string[], npx: [] as (readonly string[])[], served: [] as number[] };
  const effects = {
    log: (line: string) => seen.out.push(line),
    error: (line: string) => seen.err.push(line),
    npx: (args: readonly string[]) => {
      seen.npx.push(args);
      return Promise.resolve(npxOutcome);
    },
    serve: ({ port }: { port: number }) => {
      seen.served.push(port);
      if (serveProblem) return Promise.reject(serveProblem);
      return Promise.resolve({ url: `https://localhost:${port}/taskpane.html`, manifestUrl: '', close: () => Promise.resolve() });
    },
  };
  return { seen, effects };
}

describe('npm start', () => {
  it('is the package’s start and stop scripts', () => {
    const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['start']).toBe('node scripts/start.mjs');
    expect(scripts['stop']).toBe('node scripts/start.mjs stop');
  });

  it('sideloads into desktop Excel with office-addin-debugging on Windows and the Mac, as the templates do', () => {
    for (const platform of ['win32', 'darwin']) {
      expect(startPlan(platform)).toEqual({
        action: 'sideload',
        args: [
          'office-addin-debugging',
          'start',
          'manifest.xml',
          'desktop',
          '--app',
          'excel',
          '--dev-server',
          'npm run dev-server',
          '--dev-server-port',
          '3000',
        ],
      });
      expect(stopPlan(platform)).toEqual({ action: 'unload', args: ['office-addin-debugging', 'stop', 'manifest.xml'] });
    }
  });

  it('runs the dev server on Linux and says how to sideload into Excel on the web', () => {
    const plan = startPlan('linux');
    expect(plan.action).toBe('dev-server');
    if (plan.action !== 'dev-server') return;
    const steps = plan.steps.join('\n');
    expect(steps).toContain('Home → Add-ins → More Settings → Upload My Add-in');
    expect(steps).toContain('Insert → Office Add-ins → My Add-ins → Upload My Add-in');
    expect(steps).toContain(`Browse to ${join(REPO_ROOT, 'manifest.xml')} (also served at https://localhost:3000/manifest.xml)`);
    expect(existsSync(join(REPO_ROOT, 'manifest.xml'))).toBe(true);
    expect(steps).toContain('https://localhost:3000/taskpane.html');
    expect(steps).toContain('.certs/ca.crt');
  });

  it('on Linux starts the dev server, never office-addin-debugging, and prints the steps', async () => {
    const { seen, effects } = recorder();
    expect(await runStart({ platform: 'linux', ...effects })).toBe('serving');
    expect(seen.npx).toEqual([]);
    expect(seen.served).toEqual([3000]);
    expect(seen.out[0]).toBe('Regula add-in on https://localhost:3000/taskpane.html (watching addin/); Ctrl+C stops.');
    expect(seen.out[1]).toBe('No desktop Excel to sideload into on linux.');
    expect(seen.out.join('\n')).toContain('Upload My Add-in');
    expect(seen.err).toEqual([]);
  });

  it('on Windows leaves the dev server to office-addin-debugging when it sideloads', async () => {
    const { seen, effects } = recorder({ code: 0 });
    expect(await runStart({ platform: 'win32', ...effects })).toBe(0);
    expect(seen.npx.map((args) => args.slice(0, 4))).toEqual([['office-addin-debugging', 'start', 'manifest.xml', 'desktop']]);
    expect(seen.served).toEqual([]);
    expect(seen.out).toEqual([]);
  });

  it('on the Mac, when office-addin-debugging cannot run, starts the dev server here and says how to sideload', async () => {
    const { seen, effects } = recorder({ code: 1 });
    expect(await runStart({ platform: 'darwin', ...effects })).toBe('serving');
    expect(seen.npx).toHaveLength(1);
    expect(seen.err).toEqual([
      'office-addin-debugging did not sideload the add-in (exit code 1). The dev server starts here instead; sideload by hand (docs/addin.md, "Sideloading").',
    ]);
    expect(seen.served).toEqual([3000]);
    expect(seen.out.join('\n')).toContain('Upload My Add-in');
    const noNpx = recorder({ code: undefined, problem: 'npx was not found beside node' });
    expect(await runStart({ platform: 'darwin', ...noNpx.effects })).toBe('serving');
    expect(noNpx.seen.err[0]).toContain('(npx was not found beside node)');
  });

  it('says in one sentence that the port is taken, with no stack trace, and fails', async () => {
    const taken = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), { code: 'EADDRINUSE' });
    const { seen, effects } = recorder({ code: 0 }, taken);
    expect(await runStart({ platform: 'linux', ...effects })).toBe(1);
    expect(seen.err).toEqual([
      "Port 3000 is in use: another dev server (or npm start) is running — stop it (Ctrl+C in its terminal, or npm stop) and start again. The manifest's URLs name port 3000.",
    ]);
    expect(seen.err.join('\n')).not.toMatch(/\n\s+at /);
    expect(seen.out).toEqual([]);
  });

  it('npm stop: office-addin-debugging on Windows and the Mac, a note on Linux', async () => {
    const linux = recorder();
    expect(await runStop({ platform: 'linux', ...linux.effects })).toBe(0);
    expect(linux.seen.npx).toEqual([]);
    expect(linux.seen.out[0]).toBe('npm start sideloads nothing on linux: Ctrl+C in its terminal stops the dev server.');
    const windows = recorder({ code: 0 });
    expect(await runStop({ platform: 'win32', ...windows.effects })).toBe(0);
    expect(windows.seen.npx).toEqual([['office-addin-debugging', 'stop', 'manifest.xml']]);
    const failed = recorder({ code: 2 });
    expect(await runStop({ platform: 'darwin', ...failed.effects })).toBe(2);
    expect(failed.seen.err).toEqual(['office-addin-debugging did not stop the add-in (exit code 2).']);
  });
});
