import { describe, expect, it } from 'vitest';
import { compileRegulation, formatDiagnostic } from '../../dsl';
import { REGULATION_PRESETS } from '../../engine';
import { presetText, PRESETS } from '../../addin/taskpane/presets';
import { en } from '../../addin/strings/en';

describe('regulation presets', () => {
  it.each(PRESETS.map((p) => [p.label(en), p.text]))('%s compiles without errors or warnings', (_label, text) => {
    const compiled = compileRegulation(text);
    const problems = compiled.diagnostics.filter((d) => d.severity !== 'note');
    expect(problems.map((d) => formatDiagnostic(d, 'preset.regula'))).toEqual([]);
    expect(compiled.regulation).toBeDefined();
  });

  it('states how it reads a name other rules read otherwise (the US Chess preset: "solkoff" under rules us-chess)', () => {
    const notes = PRESETS.flatMap((p) => compileRegulation(p.text).diagnostics.filter((d) => d.severity === 'note'));
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes.map((d) => d.code))).toEqual(new Set(['dsl/stated-reading']));
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
