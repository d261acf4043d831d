import { type Crosstable } from '../../engine';
import { crosstableFromRows } from './notation';

/**
 * Hamilton Chess Club (New Zealand) club championship 2018, 27 players, 6 rounds, as the club
 * published it ("Richard On Tie Break", hamiltonchess.net/2018/04/11/richard-on-tie-break/),
 * in its own notation (`+W10` a win with White against 10, `=BYE` a half-point bye, `+BYE` a
 * full-point bye; Bennett and Kennedy have no round 6). The club broke the tie for first "according
 * to the NZCF standard: 1. Direct Encounter. 2. Cumulative (Sum of Progressive Scores). 3. Total
 * Buchholz. 4. Sonneborn-Berger. 5. Buchholz Cut1", and printed the values of the two tied:
 * Dare 0.5, 19.5, 22.5, 19.75, 20.0; Nolan 0.5, 19.5, 20.0, 17.25, 19.5 — Dare on the third.
 */
export const HAMILTON_2018_NAMES = [
  'Dare, Richard',
  'Nolan, Graham',
  'Severinsen, Milton',
  'Mistry, Prashant',
  'Lynn, William',
  'Judkins, Gary',
  'Li, Kevin',
  'Crombie, William',
  'Bennett, Hilton',
  'Lin, Michael',
  'Tuatini, Murray',
  'Kang, Eushin',
  'Symon, Christopher',
  'Silva, Ruchira',
  'Lightfoot, Rowan',
  'Dizon, Leo',
  'Heppenstall, Lara',
  'Kennedy, Ian',
  'Crombie, Joel',
  'Dizon, Daniel',
  'Ripp, Ronja',
  'Treat, Alex',
  'Loy, Nathanial',
  'Song, Andy',
  'Clark, Sean',
  'Silva, Lasen',
  'Murphy, Maureen',
];

const ROWS: string[][] = [
  ['+W10', '+B17', '+W12', '=W2', '+B4', '+B3'],
  ['+B27', '+W16', '+W9', '=B1', '+W8', '+B10'],
  ['=BYE', '+W11', '+B6', '=W4', '+B5', '-W1'],
  ['+W22', '+B15', '=W8', '=B3', '-W1', '+B13'],
  ['-W16', '+B14', '+W22', '+B15', '-W3', '+B8'],
  ['-W21', '+B27', '-W3', '+B23', '+W16', '+B14'],
  ['-W9', '-B23', '+W27', '+B19', '+W15', '+B12'],
  ['+B25', '+W21', '=B4', '+W13', '-B2', '-W5'],
  ['+B7', '+W13', '-B2', '=BYE', '+W18'],
  ['-B1', '+W25', '+W26', '=B12', '+B17', '-W2'],
  ['=BYE', '-B3', '-W14', '+B25', '+W20', '+W17'],
  ['+B20', '+W18', '-B1', '=W10', '=B14', '-W7'],
  ['+W23', '-B9', '+W19', '-B8', '+W21', '-W4'],
  ['=BYE', '-W5', '+B11', '+B22', '=W12', '-W6'],
  ['+B26', '-W4', '+B21', '-W5', '-B7', '+W24'],
  ['+B5', '-B2', '-W17', '+W24', '-B6', '+B22'],
  ['+B24', '-W1', '+B16', '=BYE', '-W10', '-B11'],
  ['+W19', '-B12', '+W23', '=BYE', '-B9'],
  ['-B18', '+W20', '-B13', '-W7', '=B25', '+W21'],
  ['-W12', '-B19', '=W25', '+B27', '-B11', '+W26'],
  ['+B6', '-B8', '-W15', '+W26', '-B13', '-B19'],
  ['-B4', '+W24', '-B5', '-W14', '+B26', '-W16'],
  ['-B13', '+W7', '-B18', '-W6', '-B24', '+W27'],
  ['-W17', '-B22', '+BYE', '-B16', '+W23', '-B15'],
  ['-W8', '-B10', '=B20', '-W11', '=W19', '+BYE'],
  ['-W15', '+BYE', '-B10', '-B21', '-W22', '-B20'],
  ['-W2', '-W6', '-B7', '-W20', '+BYE', '-B23'],
];

export function hamilton2018(): Crosstable {
  const crosstable = crosstableFromRows(ROWS);
  return { ...crosstable, players: crosstable.players.map((p, i) => ({ ...p, name: HAMILTON_2018_NAMES[i]! })) };
}
