import { caseAt } from './test/fuzz/run-case';
import { writeFileSync } from 'node:fs';
const c = caseAt(process.argv[2]!, 1, Number(process.argv[3]));
console.log(c.text?.length, c.text?.split('\n').length, JSON.stringify(c.text?.slice(0, 300)));
writeFileSync('/tmp/case.txt', c.text ?? JSON.stringify(c.cells));
