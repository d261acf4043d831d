import { Button, Field, Input, Text } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { FakeWorkbook } from '../demo/fake-workbook';
import { useStrings } from './pane-language';

/** A cell's address as typed ("F9", "aa12"): its row and column, 1-based; undefined for anything else. */
export function cellAt(address: string): { row: number; column: number } | undefined {
  const match = /^\s*([A-Za-z]{1,3})(\d{1,7})\s*$/.exec(address);
  if (!match) return undefined;
  const column = [...match[1]!.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
  const row = Number(match[2]);
  return row >= 1 ? { row, column } : undefined;
}

/**
 * Demo mode's typing into a cell: the cell (chosen by a click in the grid, or typed as "F9") and
 * its new value, entered as a person types into Excel — the sheet's change handlers run, so live
 * mode reruns (fake-workbook.ts userEdit). An empty value clears the cell.
 */
export function DemoCellEditor({
  book,
  sheet,
  address,
  onAddress,
  value,
  onValue,
  onEdited,
}: {
  book: FakeWorkbook;
  sheet: string;
  address: string;
  onAddress: (address: string) => void;
  value: string;
  onValue: (value: string) => void;
  onEdited: () => void;
}) {
  const strings = useStrings();
  // The address typed that is not a cell: said in the pane's language when shown.
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const enter = (event: FormEvent) => {
    event.preventDefault();
    const at = cellAt(address);
    if (!at) {
      setProblem(address);
      return;
    }
    setProblem(undefined);
    void book.userEdit(sheet, at.row, at.column, [[value]]).then(onEdited);
  };
  return (
    <form className="row" onSubmit={enter} data-testid="demo-editor">
      <Field label={strings.demo.cell} style={{ width: '5.5em' }}>
        <Input data-testid="demo-cell" style={{ minWidth: 0, width: '100%' }} value={address} onChange={(_, d) => onAddress(d.value)} />
      </Field>
      <Field label={strings.demo.value} style={{ flex: 1, minWidth: '6em' }}>
        <Input data-testid="demo-value" style={{ minWidth: 0, width: '100%' }} value={value} onChange={(_, d) => onValue(d.value)} />
      </Field>
      <Button type="submit" data-testid="demo-enter">
        {strings.demo.enter}
      </Button>
      {problem && (
        <Text block role="alert" className="issue error" data-testid="demo-cell-problem" style={{ width: '100%' }}>
          {strings.demo.notACell(problem)}
        </Text>
      )}
    </form>
  );
}
