import { Caption1, Field, Select, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { diagnoseRegulation } from '../../dsl';
import { PRESETS } from './presets';
import { RegulationEditor } from './regulation-editor';
import { FixLine } from './fix-line';
import type { Session } from './use-session';

/** Panel (a): the regulation, with presets, highlighting, diagnostics as you type and completion. */
export function RegulationPanel({ session }: { session: Session }) {
  const diagnostics = useMemo(() => diagnoseRegulation(session.regulationText), [session.regulationText]);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return (
    <section className="panel" aria-label="Regulation">
      <Field label="Start from a preset">
        <Select
          data-testid="preset"
          value=""
          onChange={(_, data) => {
            const preset = PRESETS.find((p) => p.id === data.value);
            if (preset) session.setRegulationText(preset.text);
          }}
        >
          <option value="">Choose a preset…</option>
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </Select>
      </Field>
      {session.restoredFromWorkbook && <Caption1>Restored from the workbook’s “Regulation” sheet.</Caption1>}
      <div className="editor-box">
        <RegulationEditor value={session.regulationText} onChange={session.setRegulationText} />
      </div>
      <Text data-testid="regulation-status" weight="semibold">
        {errors > 0
          ? `${errors} error${errors > 1 ? 's' : ''} — fix ${errors > 1 ? 'them' : 'it'} before running`
          : diagnostics.length > 0
            ? `No errors; ${diagnostics.length} warning${diagnostics.length > 1 ? 's' : ''}`
            : 'No problems'}
      </Text>
      <ul className="diagnostics" data-testid="diagnostics">
        {diagnostics.map((d, i) => (
          <li key={i} className={`diagnostic ${d.severity}`}>
            {d.line}:{d.column} {d.severity} {d.code}: {d.message}
            <FixLine fix={d.fix} />
          </li>
        ))}
      </ul>
      <Caption1>Ctrl+Space completes keywords, editions and criterion names.</Caption1>
    </section>
  );
}
