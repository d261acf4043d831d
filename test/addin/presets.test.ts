import { describe, expect, it } from 'vitest';
import { compileRegulation, formatDiagnostic } from '../../dsl';
import { REGULATION_PRESETS } from '../../engine';
import { presetText, PRESETS } from '../../addin/taskpane/presets';

describe('regulation presets', () => {
  it.each(PRESETS.map((p) => [p.label, p.text]))('%s compiles without errors or warnings', (_label, text) => {
    const compiled = compileRegulation(text);
    expect(compiled.diagnostics.map((d) => formatDiagnostic(d, 'preset.regula'))).toEqual([]);
    expect(compiled.regulation).toBeDefined();
  });

  it('writes the engine’s federation presets as text that compiles back to the same list', () => {
    for (const preset of REGULATION_PRESETS) {
      const regulation = compileRegulation(presetText(preset)).regulation!;
      expect(regulation.tiebreaks.map((s) => s.code)).toEqual(['PTS', ...preset.tiebreaks.map((s) => s.code)]);
      expect(regulation.edition).toBe(preset.edition);
      expect(regulation.pointSystem?.win.toString() ?? '1').toBe(preset.pointSystem.win.toString());
    }
  });

  it('has unique ids', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });
});
