import { Button, Caption1, Field, MessageBar, MessageBarBody, Select, Subtitle2, Switch, Text } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { diagnoseRegulation } from '../../dsl';
import { cancelledMessage, stageText } from '../run/run-progress';
import { changesText, writtenSectionStandings, writtenStandings } from '../run/standings-changes';
import { useStrings } from './pane-language';
import { Explanations } from './explanations';
import { FixLine } from './fix-line';
import { StandingsTable } from './standings-table';
import { StudyLines } from './study-lines';
import type { Session } from './use-session';

/** Panel (c): Run, live mode, what was written where, the timing line and how each tie was resolved. */
export function ResultsPanel({ session }: { session: Session }) {
  const report = session.report;
  const output = report?.result.output;
  const standings = writtenStandings(output);
  // An event in sections: a section at a time, chosen above the table; Why asks about that section.
  const sectioned = writtenSectionStandings(output);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // The columns turned off in the standings' column picker (their headers), kept across runs and sections.
  const [hidden, setHidden] = useState<string[]>([]);
  const why = useRef<HTMLDivElement>(null);
  // The answer to Why opens under the table, often below the fold of a 700 px pane: brought into
  // view, and the focus moved to it, so that it is seen and read (by a screen reader too).
  useEffect(() => {
    const element = why.current;
    if (!session.why || !element) return;
    element.scrollIntoView({ block: element.offsetHeight > window.innerHeight ? 'start' : 'nearest' });
    element.focus({ preventScroll: true });
  }, [session.why]);
  const shown = sectioned.find((s) => s.section === chosen) ?? sectioned[0];
  // A regulation with errors cannot run: Run says so instead of failing after a read of the sheet.
  const regulationErrors = useMemo(
    () => diagnoseRegulation(session.regulationText).filter((d) => d.severity === 'error').length,
    [session.regulationText],
  );
  const strings = useStrings();
  const words = strings.results;
  return (
    <section className="panel" aria-label={words.panel}>
      <div className="row">
        {/* Fire and forget (a click handler): run() never rejects, a failure shows as the host issue.
            While a run goes, Run keeps the focus (disabledFocusable, not disabled, which drops it to the page). */}
        <Button
          data-testid="run"
          appearance="primary"
          disabled={regulationErrors > 0}
          disabledFocusable={session.busy !== undefined}
          onClick={() => void session.run()}
        >
          {session.busy === 'running' ? words.running : words.run}
        </Button>
        {session.busy === 'running' && (
          <Button data-testid="cancel" onClick={session.cancel}>
            {words.cancel}
          </Button>
        )}
        {/* Fire and forget (a click handler): simulateLots() never rejects, a failure shows as the host issue. */}
        <Button
          data-testid="simulate-lots"
          title={strings.study.simulateLotsHint}
          disabled={regulationErrors > 0}
          disabledFocusable={session.busy !== undefined}
          onClick={() => void session.simulateLots()}
        >
          {session.busy === 'studying' ? strings.study.simulating : strings.study.simulateLots}
        </Button>
        <Switch data-testid="live" label={words.live} checked={session.live} onChange={(_, d) => session.setLive(d.checked)} />
      </div>
      {session.progress && (
        <Text block role="status" data-testid="progress">
          {stageText(strings, session.progress)}
        </Text>
      )}
      {session.cancelled && (
        <MessageBar intent="warning" data-testid="cancelled">
          <MessageBarBody>
            {cancelledMessage(strings, session.cancelled.stage, session.cancelled.written, session.cancelled.total)}
          </MessageBarBody>
        </MessageBar>
      )}
      {regulationErrors > 0 && (
        <MessageBar intent="error" data-testid="run-blocked">
          <MessageBarBody>{words.blocked(regulationErrors)}</MessageBarBody>
        </MessageBar>
      )}
      <Caption1>{words.whatRunWrites}</Caption1>
      <StudyLines result={session.lots} testId="lots" />
      {report?.result.stopped && (
        <MessageBar intent="warning" data-testid="stopped">
          <MessageBarBody>{words.notRun(report.result.stopped)}</MessageBarBody>
        </MessageBar>
      )}
      {report && (
        // data-done: the run has ended (written, stopped or failed) — the computed standings show before the writing ends.
        <Text block data-testid="timing" data-done={session.busy === 'running' ? undefined : ''}>
          {report.written === undefined && session.busy === 'running'
            ? words.timingComputed(report.timings.readMs, report.timings.computeMs)
            : words.timing(report.timings.readMs, report.timings.computeMs, report.timings.writeMs, report.written?.requests)}
        </Text>
      )}
      {session.changes && (
        <Text block data-testid="changes">
          {changesText(strings, session.changes)}
        </Text>
      )}
      {report?.result.listChange && (
        <MessageBar intent="error" data-testid="list-changed">
          <MessageBarBody>
            {words.listChanged(report.result.listChange.round, report.result.listChange.previous, report.result.listChange.next)}
          </MessageBarBody>
        </MessageBar>
      )}
      {output?.sections && (
        <ul data-testid="sections">
          {output.sections.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {report?.written && (
        <div data-testid="written">
          <Subtitle2>{words.written}</Subtitle2>
          <ul>
            {report.written.resultBlock && <li>{words.resultColumns(report.written.resultBlock)}</li>}
            {report.written.sheets.map((s) => (
              <li key={s}>{words.sheet(s)}</li>
            ))}
            <li>{words.regulationSheet}</li>
          </ul>
        </div>
      )}
      {output?.explain === 'ties' && (
        <div className="row" data-testid="export">
          {/* Fire and forget (a click handler): exportReport() never rejects, a failure shows as the host issue. */}
          <Button data-testid="export-report" title={words.exportReportHint} onClick={() => void session.exportReport()}>
            {words.exportReport}
          </Button>
          {session.exported && (
            <Text role="status" data-testid="exported">
              {session.exported}
            </Text>
          )}
        </div>
      )}
      {report?.notes.map((note, i) => (
        <MessageBar key={i} intent="info">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      ))}
      {output && output.engineIssues.length > 0 && (
        <ul data-testid="engine-issues">
          {output.engineIssues.map((issue, i) => (
            <li key={i}>
              {issue.severity} {issue.code}: {issue.message}
              <FixLine fix={issue.fix} />
            </li>
          ))}
        </ul>
      )}
      {/* Fire and forget (a click handler): explain() never rejects, a failure shows as the host issue. */}
      {standings && (
        <StandingsTable
          block={standings}
          hidden={hidden}
          onHiddenChange={setHidden}
          onWhy={(player, other) => void session.explain(player, other)}
        />
      )}
      {shown && (
        <Field label={strings.standings.section}>
          <Select data-testid="standings-section" value={shown.section} onChange={(_, d) => setChosen(d.value)}>
            {sectioned.map((s) => (
              <option key={s.section} value={s.section}>
                {s.section}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {/* Fire and forget (a click handler), as above; keyed by section, so the table starts afresh for each. */}
      {shown && (
        <StandingsTable
          key={shown.section}
          block={shown.block}
          hidden={hidden}
          onHiddenChange={setHidden}
          onWhy={(player, other) => void session.explain(player, other, shown.section)}
        />
      )}
      {session.why && (
        <div ref={why} data-testid="why" className="why" role="region" aria-label={strings.standings.why} tabIndex={-1}>
          {session.why.join('\n')}
        </div>
      )}
      {output && <Explanations output={output} />}
    </section>
  );
}
