// Regenerates dsl/cst.generated.d.ts from the grammar (npm run dsl:cst). The file is
// committed; test/unit/dsl/cst-typings.test.ts fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { cstTypings } from '../dsl';

writeFileSync(new URL('../dsl/cst.generated.d.ts', import.meta.url), cstTypings());
console.log('wrote dsl/cst.generated.d.ts');
