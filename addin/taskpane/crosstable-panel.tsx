import { Button, Caption1, Field, Input, Link, MessageBar, MessageBarBody, Select, Subtitle2, Text } from '@fluentui/react-components';
import { useRef } from 'react';
import { CHESS_RESULTS_LANGUAGES, formatLocation, LAYOUT_NAMES, type LayoutName, type OpponentNumbering } from '../../io';
import { FixLine } from './fix-line';
import type { Session } from './use-session';

/** Panel (b): which sheet and range were read, the layout understood, a preview, overrides, and the input issues (click to select the cell). */
export function CrosstablePanel({ session }: { session: Session }) {
  const state = session.crosstable;
  const layout = state?.reading.layout;
  const preview = state?.reading.preview;
  const issues = state?.reading.issues ?? [];
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <section className="panel" aria-label="Crosstable">
      <div className="row">
        <Field label="Sheet">
          <Select data-testid="sheet" value={session.sheet ?? ''} onChange={(_, d) => session.setSheet(d.value || undefined)}>
            <option value="">Active sheet</option>
            {(state?.sheets ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Layout">
          <Select data-testid="layout" value={session.layout} onChange={(_, d) => session.setLayout(d.value as 'auto' | LayoutName)}>
            <option value="auto">Detect</option>
            {LAYOUT_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Numbers in round cells">
          <Select
            data-testid="opponent-numbers"
            value={session.opponentNumbers}
            onChange={(_, d) => session.setOpponentNumbers(d.value as 'auto' | OpponentNumbering)}
          >
            <option value="auto">Detect</option>
            <option value="line">line numbers</option>
            <option value="start-number">starting numbers</option>
          </Select>
        </Field>
        <Field label="Language" hint="Of a chess-results export: its header words and colour letters">
          <Select data-testid="language" value={session.language} onChange={(_, d) => session.setLanguage(d.value)}>
            <option value="auto">Detect</option>
            {CHESS_RESULTS_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="After round" hint="Empty: the last complete round">
          <Input
            data-testid="after-round"
            inputMode="numeric"
            value={session.afterRound}
            onChange={(_, d) => session.setAfterRound(d.value)}
          />
        </Field>
        <Field label="Section" hint="The row of per-section tables, e.g. K-12">
          <Input data-testid="section" value={session.section} onChange={(_, d) => session.setSection(d.value)} />
        </Field>
      </div>
      {/* Fire and forget (a click handler): read() never rejects, a failure shows as the host issue. */}
      <Button data-testid="read" appearance="primary" disabled={session.busy !== undefined} onClick={() => void session.read()}>
        Read crosstable
      </Button>
      <Button data-testid="open-file" disabled={session.busy !== undefined} onClick={() => fileInput.current?.click()}>
        Open a file…
      </Button>
      <input
        ref={fileInput}
        data-testid="file-input"
        type="file"
        accept=".trf,.txt,.csv"
        aria-label="A TRF or CSV file to bring into a new sheet"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          // Fire and forget (an input handler): openFile() never rejects, a failure shows as the host issue.
          if (file) void session.openFile(file);
        }}
      />
      <Caption1>A TRF or a CSV (a chess-results export, a wall chart, board pairings) comes in as a new sheet, read at once.</Caption1>
      {session.imported && (
        <MessageBar intent={session.imported.ok ? 'info' : 'warning'} data-testid="imported">
          <MessageBarBody>{session.imported.text}</MessageBarBody>
        </MessageBar>
      )}
      {!state && <Text>Nothing read yet: select the sheet with the crosstable and read it.</Text>}
      {state && layout && (
        <div data-testid="layout-summary">
          <Subtitle2>
            Read {state.address || state.sheet}:{' '}
            {state.reading.teams
              ? 'a team event (its teams below)'
              : state.reading.matches
                ? 'team matches, board by board'
                : (layout.name ?? 'no layout recognised')}
          </Subtitle2>
          <Text block hidden={state.reading.matches !== undefined || state.reading.teams !== undefined}>
            {layout.headerRow !== undefined ? `Header in row ${layout.headerRow}; ` : ''}
            {layout.playerRows.length} player rows; {layout.rounds} rounds; {layout.tournamentType ?? 'type unknown'}
            {layout.opponentNumbers ? `; numbers are ${layout.opponentNumbers === 'line' ? 'line numbers' : 'starting numbers'}` : ''}
            {layout.chessResults ? '; a chess-results export' : ''}
            {layout.language ? ` in ${layout.language.name}` : ''}
            {layout.afterRound !== undefined && layout.afterRound < layout.rounds ? `; standings after round ${layout.afterRound}` : ''}
          </Text>
          <ul className="notes">
            {layout.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      {state?.reading.matches && (
        <div data-testid="matches">
          <Subtitle2>Team matches read</Subtitle2>
          <ul className="sample">
            {state.reading.matches.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {state?.reading.teams && (
        <div data-testid="teams">
          <Subtitle2>Teams read</Subtitle2>
          <ul className="sample">
            {state.reading.teams.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {preview && (
        <div data-testid="preview">
          <Subtitle2>What was understood</Subtitle2>
          <Text block>
            {preview.players} players, {preview.rounds} rounds ({preview.type}).{' '}
            {preview.unplayed.length === 0
              ? 'Every round was played.'
              : `Unplayed: ${preview.unplayed.map((u) => `${u.count} × ${u.words}`).join(', ')}.`}
          </Text>
          <ul className="sample">
            {preview.sample.map((p) => (
              <li key={p.id}>
                <b>
                  {p.id} {p.name}
                </b>
                : {p.rounds.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state && (
        <div data-testid="issues">
          <Subtitle2>{issues.length === 0 ? 'No input issues' : `${issues.length} input issue${issues.length > 1 ? 's' : ''}`}</Subtitle2>
          <ul className="issues">
            {issues.map((issue, i) => (
              <li key={i} className={`issue ${issue.severity}`}>
                <Link as="button" data-testid="issue" onClick={() => session.selectIssue(issue)}>
                  {formatLocation(issue.location)}
                </Link>{' '}
                <Caption1>
                  {issue.severity} {issue.code}
                </Caption1>
                : {issue.message}
                <FixLine fix={issue.fix} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
