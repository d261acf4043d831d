import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { decodeTrfBytes, readTrf } from '../../../io';
import { FIXTURE_DIR } from '../../support/fixtures';

const quietIo = () => ({ out: (_: string) => undefined, err: (_: string) => undefined });

describe('regula convert', () => {
  it('TRF → xlsx → TRF keeps every record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-convert-'));
    const source = join(FIXTURE_DIR, 'pub02_swiss_24x7_absentZ_lateH.trf');
    expect(await run(['convert', source, '--to', 'xlsx', '--out', join(dir, 't.xlsx')], quietIo())).toBe(0);
    expect(await run(['convert', join(dir, 't.xlsx'), '--to', 'trf', '--out', join(dir, 't.trf')], quietIo())).toBe(0);
    const original = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(source)))).crosstable!;
    const back = readTrf(readFileSync(join(dir, 't.trf'), 'utf8')).crosstable!;
    expect(back.players.map((p) => p.rounds)).toEqual(original.players.map((p) => p.rounds));
  });

  it('refuses an unknown target and a crosstable with errors', async () => {
    expect(await run(['convert', join(FIXTURE_DIR, 'pub09_rr_6.trf'), '--to', 'pdf'], quietIo())).toBe(1);
    const bad = join(__dirname, '..', '..', 'golden', 'grids', 'vcf-k12-enclosure1-as-printed.csv');
    expect(await run(['convert', bad, '--to', 'trf'], quietIo())).toBe(1);
  });
});
