import { describe, expect, it } from 'vitest';
import {
  definedUnder,
  evaluate,
  findCriterion,
  findPreset,
  PRESET_MANUAL_COLUMN,
  REGULATION_PRESETS,
  regulationFromPreset,
  type Crosstable,
} from '../../../../engine';
import { hasErrors, readGrid } from '../../../../io';
import { readSampleCsv } from '../../../support/grid-fixtures';

describe('regulation presets', () => {
  it('has unique ids, a source, and a list every criterion of which is in the registry and defined under the preset’s edition', () => {
    expect(new Set(REGULATION_PRESETS.map((p) => p.id)).size).toBe(REGULATION_PRESETS.length);
    for (const preset of REGULATION_PRESETS) {
      expect(preset.source).not.toBe('');
      for (const spec of preset.tiebreaks) {
        const definition = findCriterion(spec.code);
        expect(definition, `${preset.id}: ${spec.code}`).toBeDefined();
        expect(definedUnder(definition!, preset.edition), `${preset.id}: ${spec.code} under ${preset.edition}`).toBe(true);
        expect(definition!.family === 'score', `${preset.id}: points come first by themselves`).toBe(false);
      }
    }
  });

  it('lists FIDE’s 2019 recommended lists (C.02 art. 13), the US Chess default order and the DrA default systems 1–6', () => {
    expect(REGULATION_PRESETS.map((p) => [p.id, p.tiebreaks.map((s) => (s.cut ? `${s.code}/C${s.cut}` : s.code)).join(' ')])).toEqual([
      ['fide-swiss', 'BH/C1 BH SB PS DE WIN BWG'],
      ['fide-round-robin', 'DE WIN SB KS'],
      ['us-chess', 'MMED SOLK CUM OCUM'],
      ['fmjd-standard-swiss', 'STS SPLUS SBAL FTS MAN'],
      ['fmjd-truncated-solkoff', 'FTS MAN'],
      ['fmjd-median-solkoff', 'MSOL FTS MAN'],
      ['fmjd-rating', 'FARO MAN'],
      ['fmjd-manual-swiss', ''],
      ['fmjd-manual-round-robin', 'WIN DE BRBO MAN'],
    ]);
  });

  it('evaluates: the US Chess preset reproduces the VCF K-12 printed order (seed 002, Enclosure 1)', () => {
    const reading = readGrid(readSampleCsv('tournaments/vcf-k12-2021.csv'), { sheet: 'Crosstable' });
    expect(hasErrors(reading.issues)).toBe(false);
    const e = evaluate(reading.crosstable!, regulationFromPreset(findPreset('us-chess')!));
    expect(e.issues).toEqual([]);
    expect(e.standings.map((s) => s.player)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('evaluates every preset without errors on a crosstable with the manual column', () => {
    const reading = readGrid(readSampleCsv('tournaments/vcf-k12-2021.csv'), { sheet: 'Crosstable' });
    const crosstable: Crosstable = {
      ...reading.crosstable!,
      players: reading.crosstable!.players.map((p) => ({ ...p, fields: { ...p.fields, [PRESET_MANUAL_COLUMN]: String(p.id) } })),
    };
    for (const preset of REGULATION_PRESETS) {
      const e = evaluate(crosstable, regulationFromPreset(preset));
      expect(
        e.issues.filter((i) => i.severity === 'error'),
        preset.id,
      ).toEqual([]);
      expect(e.standings).toHaveLength(16);
    }
  });
});
