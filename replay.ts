import { readFileSync } from 'node:fs';
import { runCase } from './test/fuzz/run-case';
const file = process.argv[2]!;
const c = JSON.parse(readFileSync(file, 'utf8'));
const input = c.input;
if (input.text) console.log('TEXT length', input.text.length, 'lines', input.text.split('\n').length, JSON.stringify(input.text.slice(0, 600)));
if (input.cells) console.log('CELLS', input.cells.length, 'rows');
const r = runCase(input);
console.log(r.ms.toFixed(0), 'ms', JSON.stringify(r.verdict).slice(0, 1500));
