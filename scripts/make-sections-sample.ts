// npm run samples:sections: rewrites samples/tournaments/chicago-open-2014-sections.csv and .xlsx,
// world-youth-2015-sections.csv and grade-nationals-sections.csv (invented players;
// test/unit/scripts/sections-sample.test.ts checks the committed files are up to date).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newOutputWorkbook } from '../cli/native-xlsx';
import { renderCsv } from '../cli/render-table';
import { GRADE_NATIONALS, sectionSheets, sectionsCsvRows, WORLD_YOUTH_2015 } from './sections-sample';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = join(root, 'samples', 'tournaments', 'chicago-open-2014-sections');
writeFileSync(`${base}.csv`, renderCsv(sectionsCsvRows()));
writeFileSync(`${base}.xlsx`, await newOutputWorkbook(undefined, sectionSheets()).toBuffer());
console.log(`wrote ${base}.csv and .xlsx`);
for (const [name, event] of [
  ['world-youth-2015-sections', WORLD_YOUTH_2015],
  ['grade-nationals-sections', GRADE_NATIONALS],
] as const) {
  const file = join(root, 'samples', 'tournaments', `${name}.csv`);
  writeFileSync(file, renderCsv(sectionsCsvRows(event)));
  console.log(`wrote ${file}`);
}
