import { Subtitle2, Text } from '@fluentui/react-components';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { maxOf } from '../../engine';
import type { CellBlock } from '../../io';
import { useStrings } from './pane-language';
import { ColumnPicker } from './column-picker';
import { standingsColumns } from './standings-columns';

/** Row height in pixels and how many rows the box shows: the table renders only those (and a few around), so 5,000 rows scroll smoothly. */
const ROW_HEIGHT = 24;
const VISIBLE_ROWS = 14;
const OVERSCAN = 6;

/**
 * The standings of the last run as the pane shows them (the Regula Standings block): a
 * virtualised table; a click, or Enter (or Space) on a focused row, asks why that participant
 * is above the next one (the last asks about the one before), in `regula explain`'s words.
 *
 * By keyboard the table is one tab stop (a roving tabindex): Tab enters it on the row last
 * focused, ↑ ↓ move a row, Page Up / Page Down a boxful, Home / End to the first and the last —
 * scrolling the box so that the row is drawn and in view — and Tab leaves it. Without that
 * every drawn row would be a tab stop, and the sections under the table out of reach by Tab
 * in a large event.
 *
 * At the task pane's 320 px the columns come as standings-columns.ts orders them — Place and
 * Name first, frozen when the box scrolls sideways, then the score and what decided the place —
 * and the column picker above the box hides or shows the others (`hidden`: their headers).
 */
export function StandingsTable({
  block,
  onWhy,
  hidden,
  onHiddenChange,
}: {
  block: CellBlock;
  onWhy: (player: number, other: number | undefined) => void;
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
}) {
  const strings = useStrings();
  const [top, setTop] = useState(0);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  /** The row to focus once it is drawn (after a move by keyboard). */
  const focusNext = useRef<number | undefined>(undefined);
  const header = block[0] ?? [];
  const rows = block.slice(1);
  const columns = standingsColumns(header, hidden);
  // Place is frozen at the left edge, Name beside it: Name's offset is Place's width, set from the longest place ("4990–4999").
  const placeChars = maxOf(
    rows.map((row) => String(row[0] ?? '').length),
    String(header[0] ?? '').length,
  );
  const boxStyle = { '--place-chars': `${placeChars + 1}ch` } as CSSProperties;
  const cellClass = (c: number) => (c === 0 ? 'place' : c === 2 ? 'name' : undefined);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, first + VISIBLE_ROWS + 2 * OVERSCAN);
  // The tab stop: the active row while it is drawn, else the first row in view (the box was scrolled away from it).
  const current = Math.min(active, rows.length - 1);
  const tabStop = current >= first && current < last ? current : Math.min(rows.length - 1, Math.floor(top / ROW_HEIGHT));
  const idOf = (index: number) => (typeof rows[index]?.[1] === 'number' ? (rows[index]![1] as number) : undefined);
  const ask = (index: number) => {
    const player = idOf(index);
    if (player === undefined) return;
    setSelected(index);
    onWhy(player, idOf(index + 1) ?? idOf(index - 1));
  };

  /** Moves the focus to row `index`: scrolls the box so that it is in view under the header, then focuses it once drawn. */
  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    const element = box.current;
    if (element) {
      // Row i lies at (i + 1) × ROW_HEIGHT in the box (the sticky header row first).
      const above = target * ROW_HEIGHT;
      const below = (target + 2) * ROW_HEIGHT - element.clientHeight;
      const scroll = Math.min(Math.max(element.scrollTop, below), above);
      if (scroll !== element.scrollTop) {
        element.scrollTop = scroll;
        setTop(element.scrollTop);
      }
    }
    focusNext.current = target;
    setActive(target);
  };
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    const row = box.current?.querySelector<HTMLElement>(`tr[data-index="${target}"]`);
    focusNext.current = undefined;
    row?.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + VISIBLE_ROWS,
      PageUp: index - VISIBLE_ROWS,
      Home: 0,
      End: rows.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) moveTo(to);
    else if (event.key === 'Enter' || event.key === ' ') ask(index);
    else return;
    // The box would scroll by itself as well (arrows, Space, Page keys).
    event.preventDefault();
  };

  return (
    <div data-testid="standings">
      <Subtitle2>{strings.standings.title}</Subtitle2>
      <Text block size={200}>
        {strings.standings.hint(rows.length)}
      </Text>
      <ColumnPicker header={header} optional={columns.optional} hidden={hidden} onHiddenChange={onHiddenChange} />
      <div
        ref={box}
        className="standings-box"
        style={{ ...boxStyle, height: ROW_HEIGHT * (Math.min(rows.length, VISIBLE_ROWS) + 1) + 4, overflow: 'auto' }}
        onScroll={(event) => setTop(event.currentTarget.scrollTop)}
      >
        <table className="standings-table">
          <thead>
            <tr style={{ height: ROW_HEIGHT }}>
              {columns.shown.map((c) => (
                <th key={c} className={cellClass(c)}>
                  {header[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {first > 0 && <tr style={{ height: first * ROW_HEIGHT }} aria-hidden="true" />}
            {rows.slice(first, last).map((row, k) => {
              const index = first + k;
              return (
                <tr
                  key={index}
                  data-testid={`standing-${String(row[1])}`}
                  data-index={index}
                  className={selected === index ? 'selected' : undefined}
                  style={{ height: ROW_HEIGHT }}
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-selected={selected === index}
                  onFocus={() => setActive(index)}
                  onClick={() => ask(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {columns.shown.map((c) => (
                    <td key={c} className={cellClass(c)} title={c === 2 ? String(row[c] ?? '') : undefined}>
                      {row[c] ?? ''}
                    </td>
                  ))}
                </tr>
              );
            })}
            {last < rows.length && <tr style={{ height: (rows.length - last) * ROW_HEIGHT }} aria-hidden="true" />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
