// npm run samples:sections: rewrites samples/tournaments/chicago-open-2014-sections.csv and .xlsx
// (invented players; test/unit/scripts/sections-sample.test.ts checks the committed files are up to date).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newOutputWorkbook } from '../cli/output-workbook';
import { renderCsv } from '../cli/render-table';
import { sectionSheets, sectionsCsvRows } from './sections-sample';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = join(root, 'samples', 'tournaments', 'chicago-open-2014-sections');
writeFileSync(`${base}.csv`, renderCsv(sectionsCsvRows()));
writeFileSync(`${base}.xlsx`, await newOutputWorkbook(undefined, sectionSheets()).toBuffer());
console.log(`wrote ${base}.csv and .xlsx`);
