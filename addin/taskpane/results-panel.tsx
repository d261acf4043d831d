import { Button, Caption1, MessageBar, MessageBarBody, Subtitle2, Switch, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { diagnoseRegulation } from '../../dsl';
import { stageText } from '../run/run-progress';
import { changesText } from '../run/standings-changes';
import { Explanations } from './explanations';
import { FixLine } from './fix-line';
import { StandingsTable } from './standings-table';
import type { Session } from './use-session';

const ms = (value: number) => `${Math.round(value)} ms`;

/** Panel (c): Run, live mode, what was written where, the timing line and how each tie was resolved. */
export function ResultsPanel({ session }: { session: Session }) {
  const report = session.report;
  const output = report?.result.output;
  const standings = output?.sheets.find((s) => s.name === 'Regula Standings')?.blocks.find((b) => b.name === 'standings')?.cells;
  // A regulation with errors cannot run: Run says so instead of failing after a read of the sheet.
  const regulationErrors = useMemo(
    () => diagnoseRegulation(session.regulationText).filter((d) => d.severity === 'error').length,
    [session.regulationText],
  );
  return (
    <section className="panel" aria-label="Results">
      <div className="row">
        {/* Fire and forget (a click handler): run() never rejects, a failure shows as the host issue. */}
        <Button
          data-testid="run"
          appearance="primary"
          disabled={session.busy !== undefined || regulationErrors > 0}
          onClick={() => void session.run()}
        >
          {session.busy === 'running' ? 'Running…' : 'Run'}
        </Button>
        {session.busy === 'running' && (
          <Button data-testid="cancel" onClick={session.cancel}>
            Cancel
          </Button>
        )}
        <Switch
          data-testid="live"
          label="Live: run again when the crosstable changes"
          checked={session.live}
          onChange={(_, d) => session.setLive(d.checked)}
        />
      </div>
      {session.progress && (
        <Text block role="status" data-testid="progress">
          {stageText(session.progress)}
        </Text>
      )}
      {session.cancelled && (
        <MessageBar intent="warning" data-testid="cancelled">
          <MessageBarBody>{session.cancelled}</MessageBarBody>
        </MessageBar>
      )}
      {regulationErrors > 0 && (
        <MessageBar intent="error" data-testid="run-blocked">
          <MessageBarBody>
            The regulation has {regulationErrors} error{regulationErrors > 1 ? 's' : ''}: fix {regulationErrors > 1 ? 'them' : 'it'} on the
            Regulation panel, then Run.
          </MessageBarBody>
        </MessageBar>
      )}
      <Caption1>
        Run writes the result columns beside the crosstable, the sheets Regula Standings and Regula Audit (for a sheet of team matches board
        by board: the sheet Regula Match; for a team event’s board pairings: Regula Team Crosstable, Standings and Audit), and saves the
        regulation on the sheet “Regulation”. Your own cells are never changed.
      </Caption1>
      {report?.result.stopped && (
        <MessageBar intent="warning" data-testid="stopped">
          <MessageBarBody>Not run: {report.result.stopped}</MessageBarBody>
        </MessageBar>
      )}
      {report && (
        <Text block data-testid="timing">
          Read {ms(report.timings.readMs)} · compute {ms(report.timings.computeMs)} · write {ms(report.timings.writeMs)}
          {report.written ? ` (${report.written.requests} write request${report.written.requests > 1 ? 's' : ''})` : ''}
        </Text>
      )}
      {session.changes && (
        <Text block data-testid="changes">
          {changesText(session.changes)}
        </Text>
      )}
      {report?.written && (
        <div data-testid="written">
          <Subtitle2>Written</Subtitle2>
          <ul>
            {report.written.resultBlock && <li>Result columns: {report.written.resultBlock}</li>}
            {report.written.sheets.map((s) => (
              <li key={s}>Sheet {s}</li>
            ))}
            <li>Sheet Regulation (the text that was run)</li>
          </ul>
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
      {standings && <StandingsTable block={standings} onWhy={(player, other) => void session.explain(player, other)} />}
      {session.why && (
        <div data-testid="why" className="why" aria-live="polite">
          {session.why.join('\n')}
        </div>
      )}
      {output && <Explanations output={output} />}
    </section>
  );
}
