import type { RoundRecord } from '../../engine';

const WORDS: Readonly<Record<string, string>> = {
  win: 'a win',
  draw: 'a draw',
  loss: 'a loss',
  'forfeit-win': 'a forfeit win',
  'forfeit-loss': 'a forfeit loss',
  'double-forfeit': 'a double forfeit',
  pab: 'a pairing-allocated bye',
  fpb: 'a full-point bye',
  hpb: 'a half-point bye',
  zpb: 'a zero-point bye',
  absent: 'no game',
  withdrawn: 'a withdrawal',
};

/** "a win", "a half-point bye" … for a result or record kind (engine's describeResult). */
export function resultWords(result: string): string {
  return WORDS[result] ?? result;
}

/** "a loss against 8 (Jeff)", "a pairing-allocated bye". */
export function recordWords(record: RoundRecord, label: (id: number) => string): string {
  const what = resultWords(record.kind === 'played' ? record.outcome : record.kind);
  return 'opponent' in record && record.opponent !== undefined ? `${what} against ${label(record.opponent)}` : what;
}
