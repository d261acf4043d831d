import { Button, Caption1, Field, Input, Link, MessageBar, MessageBarBody, Select, Subtitle2, Text } from '@fluentui/react-components';
import { useRef } from 'react';
import { CHESS_RESULTS_LANGUAGES, formatLocation, issueCount, LAYOUT_NAMES, type LayoutName, type OpponentNumbering } from '../../io';
import { languageName } from '../strings';
import { usePaneLanguage } from './pane-language';
import { FixLine } from './fix-line';
import type { Session } from './use-session';

/** Panel (b): which sheet and range were read, the layout understood, a preview, overrides, and the input issues (click to select the cell). */
export function CrosstablePanel({ session }: { session: Session }) {
  const state = session.crosstable;
  const layout = state?.reading.layout;
  const preview = state?.reading.preview;
  const issues = state?.reading.issues ?? [];
  const fileInput = useRef<HTMLInputElement>(null);
  const { words: strings, language: paneLanguage } = usePaneLanguage();
  const words = strings.crosstable;
  // A chess-results export's language, named in the pane's ("Deutsch", "allemand").
  const languageCalled = (l: { code: string; name: string }) => languageName(l.code, paneLanguage, l.name);
  return (
    <section className="panel" aria-label={words.panel}>
      <div className="row">
        <Field label={words.sheet}>
          <Select data-testid="sheet" value={session.sheet ?? ''} onChange={(_, d) => session.setSheet(d.value || undefined)}>
            <option value="">{words.activeSheet}</option>
            {(state?.sheets ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={words.layout}>
          <Select data-testid="layout" value={session.layout} onChange={(_, d) => session.setLayout(d.value as 'auto' | LayoutName)}>
            <option value="auto">{words.detect}</option>
            {LAYOUT_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={words.numbers}>
          <Select
            data-testid="opponent-numbers"
            value={session.opponentNumbers}
            onChange={(_, d) => session.setOpponentNumbers(d.value as 'auto' | OpponentNumbering)}
          >
            <option value="auto">{words.detect}</option>
            <option value="line">{words.lineNumbers}</option>
            <option value="start-number">{words.startingNumbers}</option>
          </Select>
        </Field>
        <Field label={words.language} hint={words.languageHint}>
          <Select data-testid="language" value={session.language} onChange={(_, d) => session.setLanguage(d.value)}>
            <option value="auto">{words.detect}</option>
            {CHESS_RESULTS_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {languageCalled(l)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={words.afterRound} hint={words.afterRoundHint}>
          <Input
            data-testid="after-round"
            inputMode="numeric"
            value={session.afterRound}
            onChange={(_, d) => session.setAfterRound(d.value)}
          />
        </Field>
        <Field label={words.section} hint={words.sectionHint}>
          <Input data-testid="section" value={session.section} onChange={(_, d) => session.setSection(d.value)} />
        </Field>
      </div>
      {/* Fire and forget (a click handler): read() never rejects, a failure shows as the host issue.
          While the pane is busy the buttons are disabled but keep the focus (disabledFocusable): a
          disabled button drops it to the page, where a keyboard user sees no focus and a screen reader loses its place. */}
      <Button data-testid="read" appearance="primary" disabledFocusable={session.busy !== undefined} onClick={() => void session.read()}>
        {words.read}
      </Button>
      <Button data-testid="open-file" disabledFocusable={session.busy !== undefined} onClick={() => fileInput.current?.click()}>
        {words.openFile}
      </Button>
      <input
        ref={fileInput}
        data-testid="file-input"
        type="file"
        accept=".trf,.txt,.pgn,.json,.csv"
        aria-label={words.fileInput}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          // Fire and forget (an input handler): openFile() never rejects, a failure shows as the host issue.
          if (file) void session.openFile(file);
        }}
      />
      <Caption1>{words.openFileHint}</Caption1>
      {session.imported && (
        <MessageBar intent={session.imported.ok ? 'info' : 'warning'} data-testid="imported">
          <MessageBarBody>{session.imported.text}</MessageBarBody>
        </MessageBar>
      )}
      {!state && <Text>{words.nothingRead}</Text>}
      {state && layout && (
        <div data-testid="layout-summary">
          <Subtitle2>
            {words.readFrom(
              state.address || state.sheet,
              state.reading.teams ? words.teamEvent : state.reading.matches ? words.teamMatches : (layout.name ?? words.noLayout),
            )}
          </Subtitle2>
          <Text block hidden={state.reading.matches !== undefined || state.reading.teams !== undefined}>
            {words.layoutDetails({
              headerRow: layout.headerRow,
              playerRows: layout.playerRows.length,
              rounds: layout.rounds,
              type: layout.tournamentType,
              numbers: layout.opponentNumbers,
              chessResults: layout.chessResults,
              language: layout.language && languageCalled(layout.language),
              afterRound: layout.afterRound !== undefined && layout.afterRound < layout.rounds ? layout.afterRound : undefined,
            })}
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
          <Subtitle2>{words.matchesRead}</Subtitle2>
          <ul className="sample">
            {state.reading.matches.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {state?.reading.teams && (
        <div data-testid="teams">
          <Subtitle2>{words.teamsRead}</Subtitle2>
          <ul className="sample">
            {state.reading.teams.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {preview && (
        <div data-testid="preview">
          <Subtitle2>{words.understood}</Subtitle2>
          <Text block>{words.preview(preview.players, preview.rounds, preview.type, preview.unplayed)}</Text>
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
          <Subtitle2>{words.issues(issueCount(issues))}</Subtitle2>
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
                {issue.omitted ? ` ${words.moreLikeIt(issue.omitted, issue.code)}` : ''}
                <FixLine fix={issue.fix} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
