import { Caption1, Field, Select, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { diagnoseRegulation } from '../../dsl';
import { EDITIONS } from '../../engine';
import { useStrings } from './pane-language';
import { PRESETS } from './presets';
import { RegulationEditor } from './regulation-editor';
import { FixLine } from './fix-line';
import type { Session } from './use-session';

/** Panel (a): the regulation, with presets, highlighting, diagnostics as you type and completion. */
export function RegulationPanel({ session }: { session: Session }) {
  const diagnostics = useMemo(() => diagnoseRegulation(session.regulationText), [session.regulationText]);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const strings = useStrings();
  const words = strings.regulation;
  return (
    <section className="panel" aria-label={words.panel}>
      <Field label={words.preset}>
        <Select
          data-testid="preset"
          value=""
          onChange={(_, data) => {
            const preset = PRESETS.find((p) => p.id === data.value);
            if (preset) session.setRegulationText(preset.text);
          }}
        >
          <option value="">{words.choosePreset}</option>
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label(strings)}
            </option>
          ))}
        </Select>
      </Field>
      {session.restoredFromWorkbook && <Caption1>{words.restored}</Caption1>}
      <div className="editor-box">
        <RegulationEditor value={session.regulationText} onChange={session.setRegulationText} />
      </div>
      <Text data-testid="regulation-status" weight="semibold">
        {words.status(errors, diagnostics.length - errors)}
      </Text>
      <ul className="diagnostics" data-testid="diagnostics">
        {diagnostics.map((d, i) => (
          <li key={i} className={`diagnostic ${d.severity}`}>
            {d.line}:{d.column} {d.severity} {d.code}: {d.message}
            <FixLine fix={d.fix} />
          </li>
        ))}
      </ul>
      <Caption1>{words.completionHint}</Caption1>
      <Field label={words.compareWith} {...(session.compareWith ? { hint: words.compareHint } : {})}>
        <Select data-testid="compare-with" value={session.compareWith} onChange={(_, data) => session.setCompareWith(data.value)}>
          <option value="">{words.compareNothing}</option>
          {EDITIONS.map((edition) => (
            <option key={edition} value={edition}>
              {words.compareEdition(edition)}
            </option>
          ))}
          {PRESETS.map((p) => (
            <option key={p.id} value={`preset:${p.id}`}>
              {words.comparePreset(p.label(strings))}
            </option>
          ))}
        </Select>
      </Field>
    </section>
  );
}
