import { Caption1, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, Tab, TabList } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { columnLetters } from '../../io';
import { key, type FakeWorkbook } from '../demo/fake-workbook';
import { useStrings } from './pane-language';
import { DemoCellEditor } from './demo-cell-editor';

/** Rows and columns of a sheet the grid shows: enough to see what was read and written. */
const SHOWN_ROWS = 60;
const SHOWN_COLUMNS = 26;

/** Demo mode's notice: the pane runs outside Excel, on the sample workbook shown below it. */
export function DemoNotice() {
  const strings = useStrings();
  return (
    <MessageBar intent="info" data-testid="demo-notice">
      <MessageBarBody>
        <MessageBarTitle>{strings.demo.title}</MessageBarTitle>
        {strings.demo.notice}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * The demo's in-page workbook as a grid: a tab per sheet, the first rows and columns of the
 * chosen one. It follows the workbook (each request the pane makes), so Regula's sheets
 * appear as a run writes them. Choosing a sheet's tab makes it the active sheet, as in Excel
 * (what Read, Run and Scenarios read when no sheet is chosen); a click on a cell puts it in
 * the editor above the grid, whose Enter changes it as typing in Excel does.
 */
export function DemoGrid({ book }: { book: FakeWorkbook }) {
  const strings = useStrings();
  const [version, setVersion] = useState(0);
  const [sheet, setSheet] = useState(book.active);
  const [address, setAddress] = useState('');
  const [value, setValue] = useState('');
  useEffect(() => {
    let seen = book.requests.length;
    const timer = setInterval(() => {
      if (book.requests.length !== seen) {
        seen = book.requests.length;
        setVersion((v) => v + 1);
      }
    }, 300);
    return () => clearInterval(timer);
  }, [book]);
  const names = book.sheets.map((s) => s.name);
  const shown = book.sheets.find((s) => s.name === sheet) ?? book.sheets[0];
  if (!shown) return null;
  let rows = 0;
  let columns = 0;
  for (const k of shown.cells.keys()) {
    const [r, c] = k.split(',').map(Number) as [number, number];
    rows = Math.max(rows, r);
    columns = Math.max(columns, c);
  }
  rows = Math.min(rows, SHOWN_ROWS);
  columns = Math.min(columns, SHOWN_COLUMNS);
  const text = (r: number, c: number) => {
    const value = shown.cells.get(key(r, c))?.value;
    return value === undefined ? '' : String(value);
  };
  return (
    <section className="demo-grid" aria-label={strings.demo.workbook} data-testid="demo-grid" data-version={version}>
      <Subtitle2>{strings.demo.workbook}</Subtitle2>
      <TabList
        size="small"
        style={{ flexWrap: 'wrap' }}
        selectedValue={shown.name}
        onTabSelect={(_, d) => {
          setSheet(String(d.value));
          book.active = String(d.value);
        }}
      >
        {names.map((name) => (
          <Tab key={name} value={name} data-testid={`demo-sheet-${name}`}>
            {name}
          </Tab>
        ))}
      </TabList>
      <Caption1 block>{strings.demo.editHint}</Caption1>
      <DemoCellEditor
        book={book}
        sheet={shown.name}
        address={address}
        onAddress={setAddress}
        value={value}
        onValue={setValue}
        onEdited={() => setVersion((v) => v + 1)}
      />
      {/* A scrolled region: a tab stop with a name, so it can be scrolled by keyboard. */}
      <div className="demo-table" tabIndex={0} role="region" aria-label={strings.demo.sheet(shown.name)}>
        <table>
          <thead>
            <tr>
              <th>
                <span className="visually-hidden">{strings.demo.rowHeader}</span>
              </th>
              {Array.from({ length: columns }, (_, c) => (
                <th key={c}>{columnLetters(c + 1)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, r) => (
              <tr key={r}>
                <th>{r + 1}</th>
                {Array.from({ length: columns }, (_, c) => (
                  <td
                    key={c}
                    data-cell={`${columnLetters(c + 1)}${r + 1}`}
                    onClick={() => {
                      setAddress(`${columnLetters(c + 1)}${r + 1}`);
                      setValue(text(r + 1, c + 1));
                    }}
                  >
                    {text(r + 1, c + 1)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
