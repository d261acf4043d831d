import type { ExactNeeds, OwnResult, ScenarioWords } from './scenario-types';

/*
 * `regula scenarios` in Russian, in `rank`'s words (ru.ts: тур, дополнительные показатели, на
 * равных, очки) and the pane's (addin/strings/ru.ts "Сценарии", "Регламент"); "доска", "белыми",
 * "чёрными", "вничью" as Russian chess writes them. Counts after a dash or a colon ("досок к
 * игре — 4"), so a number never has to decline its noun; large ones grouped with a no-break space.
 */

const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
const OWN: Readonly<Record<OwnResult, string>> = { win: 'победе', draw: 'ничьей', loss: 'поражении' };
/** "мест 1–3", "места 1": the genitive after вне and в пределах. */
const genitive = (range: string) => (range.startsWith('места') ? range.replace('места', 'мест') : range.replace('место', 'места'));

function exactNeeds({ combinations, atLeast, limit, beyond }: ExactNeeds): string {
  if (beyond)
    return `для точного ответа нужно больше пересчётов, чем предел Regula (${count(limit)}): ${count(combinations)} на собственных досках претендентов, умноженные на равенства, которые читают их показатели`;
  return `для точного ответа нужно пересчётов: ${atLeast ? 'не меньше ' : ''}${count(combinations)} — больше предела Regula (${count(limit)})`;
}

function start(round: number, open: number, changing: number, range: string, list: string): string {
  return `Тур ${round}: досок к игре — ${open}; из них могут изменить ${range}: ${changing}, по ${list}`;
}

export const scenariosRu: ScenarioWords = {
  range: (places) => (places === 1 ? 'место 1' : `места 1–${places}`),
  placesLine: (range, from) => `${range.charAt(0).toUpperCase()}${range.slice(1)} (${from}).`,
  placesFrom: {
    prizes: 'общие призы регламента',
    qualification: 'квалификационные места регламента',
    default: 'по умолчанию: регламент не называет призовых или квалификационных мест',
  },
  heading: ({ round, open, changing, range, list }, combinations, answered) =>
    `${start(round, open, changing, range, list)}: комбинаций результатов — ${count(combinations)}, ${
      answered === undefined
        ? 'все пересчитаны'
        : `ответ дали пересчёты: ${count(answered)} (доски, не вошедшие в пересчёт, после своих результатов не могут изменить важное равенство)`
    }.`,
  boundedHeading: ({ round, open, changing, range, list }, needs) =>
    `${start(round, open, changing, range, list)}: ${exactNeeds(needs)} — место каждого претендента оценено только по очкам, дополнительные показатели не перебирались.`,
  boardsThatMatter: 'Доски, которые важны:',
  boardsThatCanMatter: 'Доски, которые могут быть важны:',
  board: (first, second, coloursKnown) => `${first} – ${second}${coloursKnown ? '' : ' (цвета не указаны)'}`,
  nobody: (range) => `Никто не может занять ${range}.`,
  contender: (name, points, board) => {
    if (!board) return `${name}, очки: ${points}, партии нет:`;
    const colour = board.colour === undefined ? '' : ` ${board.colour === 'white' ? 'белыми' : 'чёрными'}`;
    return `${name}, очки: ${points}, доска ${board.number}${colour} против ${board.opponent}:`;
  },
  own: { any: 'при любом своём результате: ', with: (result) => `при ${OWN[result]}: ` },
  alone: (place) => `${place}-е место единолично`,
  shared: (first, last) => `${first}–${last}-е место (делёж)`,
  outside: (range) => `вне ${genitive(range)}`,
  whatever: 'что бы ни произошло на других досках',
  when: (alternatives) => ` если ${alternatives.map((conditions) => conditions.join(' и ')).join(', или если ')}`,
  condition: {
    beats: (a, b) => `${a} выигрывает у ${b}`,
    draw: (a, b) => `${a} и ${b} играют вничью`,
    notLose: (a, b) => `${a} не проигрывает ${b}`,
    notBeat: (a, b) => `${a} не выигрывает у ${b}`,
    notDrawn: (a, b) => `партия ${a} – ${b} не заканчивается вничью`,
    results: (codes) => codes.join(' или '),
    onBoard: (condition, board) => `${condition} (доска ${board})`,
  },
  bound: {
    within: (range, best, worst, decide) => `в пределах ${genitive(range)}, ${best}–${worst}-е место: ${decide}`,
    atBest: (best, range, decide) => `в лучшем случае ${best}-е место, иначе вне ${genitive(range)}: ${decide}`,
    decide: (boards) =>
      boards.length === 0
        ? 'решают дополнительные показатели'
        : `решают ${boards.length === 1 ? 'доска' : 'доски'} ${boards.join(', ')} и дополнительные показатели`,
  },
  separator: '; ',
};
