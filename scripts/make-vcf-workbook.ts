// npm run samples: rewrites samples/tournaments/vcf-k12-2021.xlsx from the Enclosure 1 CSV
// and the Virginia regulation (test/unit/scripts/vcf-workbook.test.ts checks it is up to date).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildVcfWorkbook, VCF_SOURCES } from './vcf-workbook';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await buildVcfWorkbook(root).xlsx.writeFile(join(root, VCF_SOURCES.workbook));
console.log(`wrote ${VCF_SOURCES.workbook}`);
