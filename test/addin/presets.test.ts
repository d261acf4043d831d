import { describe, expect, it } from 'vitest';
import { compileRegulation, formatDiagnostic } from '../../dsl';
import { PRESETS } from '../../addin/taskpane/presets';

describe('regulation presets', () => {
  it.each(PRESETS.map((p) => [p.label, p.text]))('%s compiles without errors or warnings', (_label, text) => {
    const compiled = compileRegulation(text);
    expect(compiled.diagnostics.map((d) => formatDiagnostic(d, 'preset.regula'))).toEqual([]);
    expect(compiled.regulation).toBeDefined();
  });

  it('has unique ids', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });
});
