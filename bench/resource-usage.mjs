// Loaded into a benched process with `node --import` where GNU time is missing (bench/process.ts):
// when the process exits, its peak memory — process.resourceUsage().maxRSS, in kilobytes as
// GNU time's %M — and its user and system CPU seconds (%U %S) go to the file BENCH_USAGE_FILE names.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file)
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(file, `${usage.maxRSS} ${usage.userCPUTime / 1e6} ${usage.systemCPUTime / 1e6}\n`);
  });
