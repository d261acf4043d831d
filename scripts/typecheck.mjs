// Type-checks every folder with its own tsconfig, so engine/, dsl/ and io/ are proven
// to compile without DOM or Node types (docs/architecture.md: dependencies point inward).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const hasSources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).some((e) =>
    e.isDirectory() ? e.name !== 'node_modules' && hasSources(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name),
  );
const projects = ['engine', 'dsl', 'io', 'pipeline', 'cli', 'addin', '.'].filter((p) => existsSync(`${p}/tsconfig.json`) && hasSources(p));
let failed = false;
for (const project of projects) {
  const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`typecheck failed in ${project}/`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
