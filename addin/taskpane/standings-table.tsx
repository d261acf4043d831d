import { Subtitle2, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { CellBlock } from '../../io';
import { strings } from '../strings';

/** Row height in pixels and how many rows the box shows: the table renders only those (and a few around), so 5,000 rows scroll smoothly. */
const ROW_HEIGHT = 24;
const VISIBLE_ROWS = 14;
const OVERSCAN = 6;

/**
 * The standings of the last run as the pane shows them (the Regula Standings block): a
 * virtualised table; a click, or Enter on a focused row, asks why that participant is above
 * the next one (the last asks about the one before), in `regula explain`'s words.
 */
export function StandingsTable({ block, onWhy }: { block: CellBlock; onWhy: (player: number, other: number | undefined) => void }) {
  const [top, setTop] = useState(0);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const header = block[0] ?? [];
  const rows = block.slice(1);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, first + VISIBLE_ROWS + 2 * OVERSCAN);
  const idOf = (index: number) => (typeof rows[index]?.[1] === 'number' ? (rows[index]![1] as number) : undefined);
  const ask = (index: number) => {
    const player = idOf(index);
    if (player === undefined) return;
    setSelected(index);
    onWhy(player, idOf(index + 1) ?? idOf(index - 1));
  };
  return (
    <div data-testid="standings">
      <Subtitle2>{strings.standings.title}</Subtitle2>
      <Text block size={200}>
        {strings.standings.hint(rows.length)}
      </Text>
      <div
        className="standings-box"
        style={{ height: ROW_HEIGHT * (Math.min(rows.length, VISIBLE_ROWS) + 1) + 4, overflow: 'auto' }}
        onScroll={(event) => setTop(event.currentTarget.scrollTop)}
      >
        <table className="standings-table">
          <thead>
            <tr style={{ height: ROW_HEIGHT }}>
              {header.map((cell, c) => (
                <th key={c}>{cell}</th>
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
                  className={selected === index ? 'selected' : undefined}
                  style={{ height: ROW_HEIGHT }}
                  tabIndex={0}
                  aria-selected={selected === index}
                  onClick={() => ask(index)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') ask(index);
                  }}
                >
                  {row.map((cell, c) => (
                    <td key={c}>{cell ?? ''}</td>
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
