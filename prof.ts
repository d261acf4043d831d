import { readFileSync } from 'node:fs';
import { checkRegulation, formatRegulation, compileRegulation } from './dsl';
const t = readFileSync('/tmp/case.txt', 'utf8');
let s = performance.now(); checkRegulation(t); console.log('check', performance.now() - s);
s = performance.now(); formatRegulation(t); console.log('format', performance.now() - s);
s = performance.now(); compileRegulation(t); console.log('compile', performance.now() - s);
