// npm run fixtures:chess-results: rewrites test/fixtures/chess-results/ — the corpus tournament
// pub02 (24 players, 7 rounds) as chess-results exports in every language of the table, as
// ranking crosstables with every column and as starting-rank crosstables with the fewest, in
// .csv and .xlsx, two English exports of the event in progress, and the board pairings of the
// team TRFs of test/golden/teams in English and German (test/golden/chess-results.test.ts
// checks the files are what this script writes).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chessResultsFixtures } from './chess-results-fixture-set';
import { chessResultsTeamFixtures } from './chess-results-team-fixture-set';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'test', 'fixtures', 'chess-results');
for (const fixture of [...chessResultsFixtures(root), ...chessResultsTeamFixtures(root)]) {
  writeFileSync(join(folder, `${fixture.name}.csv`), fixture.csv, 'utf8');
  await fixture.workbook.xlsx.writeFile(join(folder, `${fixture.name}.xlsx`));
  console.log(`wrote test/fixtures/chess-results/${fixture.name}.csv, .xlsx`);
}
