import { BOOKLET_WORDS } from '../../render/booklet-words';
import type { AfterKind, ResultWords, ScoreCode, StepOutcome } from './types';
import { reportRu } from './report-ru';
import { scenariosRu } from './scenario-ru';
import { diffRu } from './diff-ru';
import { joinWithAnd } from './join';

/*
 * `rank`'s and `explain`'s words in Russian, the words the booklet and the task pane use for the
 * same things (io/render/booklet-words/ru.ts, addin/strings/ru.ts, where each is cited): the
 * headers of chess-results' Russian pages (io/grid/chess-results-languages.ts: Место, Ном., Имя,
 * Рейт.); "дополнительные показатели", "на равных", "делят место", "жребий", "плей-офф", "тур",
 * "команда", "матч", "итоговая таблица" (federations' Положения; the Russian Arbiters' Manual 2014,
 * article 13); "олимпийская система", "микроматчи", "командные очки", "игровые очки", "только по
 * очкам" as the booklet prints them. A score is written "очки: 3,5", which needs no noun form for
 * its number.
 */

const booklet = BOOKLET_WORDS.ru;

const SCORE: Readonly<Record<ScoreCode, string>> = { PTS: 'очки', MP: 'командные очки', GP: 'игровые очки' };
const AFTER: Readonly<Record<AfterKind, string>> = {
  shared: 'место делится',
  lots: 'жребий',
  'play-off': 'плей-офф',
  manual: 'решение вручную',
};

const and = (items: readonly string[]): string => joinWithAnd(items, 'и');

function outcomeWords(outcome: StepOutcome): string {
  const why = outcome.kind !== 'placed' && outcome.reason ? ` (${outcome.reason})` : '';
  switch (outcome.kind) {
    case 'still-tied':
      return `по-прежнему на равных${outcome.notApplied ? `: ${outcome.criterion} не применялся${why}` : why}`;
    case 'placed':
      return `${outcome.place}-е место из ${outcome.of}`;
    case 'shares':
      return `места ${outcome.first}–${outcome.last} из ${outcome.of}, на равных с ${and(outcome.with)}${
        outcome.notApplied ? ` (${outcome.criterion} между ними не применялся${outcome.reason ? `: ${outcome.reason}` : ''})` : why
      }`;
  }
}

const HEADERS: ResultWords['headers'] = {
  place: 'Место',
  number: 'Ном.',
  name: 'Имя',
  rating: 'Рейт.',
  team: 'Команда',
  decidedBy: 'Определено по',
};

export const ru: ResultWords = {
  lang: 'ru',
  decimalComma: booklet.decimalComma,
  headers: HEADERS,
  decided: {
    shared: 'делят место',
    alone: 'только по очкам',
    playOff: 'плей-офф',
    playOffPending: 'ожидается плей-офф',
    microMatchPending: 'микроматч не завершён',
    lots: 'жребий',
    manual: (column) => `вручную: ${column}`,
  },
  criterionNames: booklet.criterionNames,
  columns: {
    Place: HEADERS.place,
    Rank: HEADERS.place,
    No: HEADERS.number,
    Id: 'Ид.',
    Name: HEADERS.name,
    Player: 'Игрок',
    Team: HEADERS.team,
    Board: 'Доска',
    Grade: 'Ступень',
    Points: booklet.pointsHeader,
    Score: 'Результат',
    'Event score': 'Результат турнира',
    'Season score': 'Результат сезона',
    Counted: 'Учтено',
    'By place': 'По месту',
    Formula: 'Формула',
    Bonus: 'Бонус',
    Total: 'Итого',
    Factor: 'Коэффициент',
    Scaled: 'С коэффициентом',
    Value: 'Значение',
    Result: booklet.resultHeader,
    Outcome: 'Статус',
    Reason: 'Причина',
    Award: 'Награда',
    Prize: 'Приз',
    Amount: 'Сумма',
    Exact: 'Точно',
    Trophy: 'Кубок',
    Overall: 'Общее место',
    Games: 'Партии',
    Performance: 'Перфоманс',
    Round: 'Тур',
    Before: 'До',
    After: 'После',
    Note: 'Примечание',
    'Decided by': HEADERS.decidedBy,
  },
  notApplicable: 'н/п',
  titles: {
    withdrawals: booklet.titles.withdrawals,
    grandPrix: booklet.titles.grandPrix,
    teams: booklet.titles.teams,
    qualification: booklet.titles.qualification,
    prizes: booklet.titles.prizes,
    boardPrizes: booklet.titles.boardPrizes,
    teamAwards: (name) => `Командные призы: ${name}`,
    category: (name) => `Категория: ${name}`,
    section: (name, players) => `== Группа ${name} (участников: ${players})`,
    gradesGrandPrix: (name) => `== Гран-при по ступеням: ${name}`,
  },
  note: (text) => `Примечание: ${text}`,
  knockOut: {
    heading: (event, regulation) => `== ${event} (${regulation}): олимпийская система, места по достигнутому туру`,
    inProgress: 'Примечание: турнир продолжается: места с отметкой «не решено» не окончательные.',
    headers: {
      number: 'Ном.',
      roundReached: 'Достигнутый тур',
      result: booklet.resultHeader,
      lastMatch: 'Последний матч',
      score: booklet.pointsHeader,
    },
    pending: 'не решено',
    thirdPlace: 'матч за 3-е место',
    outcomes: {
      'won the final': 'выиграл(а) финал',
      'lost the final': 'проиграл(а) финал',
      'won the match for third place': 'выиграл(а) матч за 3-е место',
      'lost the match for third place': 'проиграл(а) матч за 3-е место',
      eliminated: 'выбыл(а)',
      'still in': 'продолжает борьбу',
    },
    // "1/8 финала": the round of 16, as Russian names the rounds of a knock-out.
    roundNames: { final: 'финал', semiFinal: 'полуфинал', quarterFinal: 'четвертьфинал', roundOf: (players) => `1/${players / 2} финала` },
    round: (round) => `тур ${round}`,
    versus: (match, opponent) => `${match} против ${opponent}`,
    notPlaced: (player) => `${player}: место не определено, в сетке есть ошибки.`,
    placed: (player, place, of, pending, outcome, round, entered) =>
      `${player}: место ${place} из ${of}${pending ? ' (не решено: турнир продолжается)' : ''}: ${outcome}, достигнутый тур ${round}${entered !== undefined ? `, вступил(а) в турнир в туре ${entered}` : ''}.`,
    matchTitle: (round) => (round === undefined ? 'Матч за 3-е место' : `Тур ${round}`),
    notDecided: (why) => `ещё не решён (${why ?? 'нет результата'})`,
    decided: (won, stage, by, stageWords) => `${won ? 'выигран' : 'проигран'} на этапе ${stage} (${by}: ${stageWords})`,
    match: (title, opponent, score, verdict) => `${title}, против ${opponent}: ${score}, ${verdict}.`,
  },
  lots: {
    heading: (rule) => `Жребий (моделирование — ничего не записывается): ${rule}`,
    seeded: {
      regulation: 'с исходным значением из положения',
      event: 'с исходным значением из самого турнира (его название, даты и игроки на равных)',
    },
    applied: (seeded) => `положение определяет места жребием ${seeded}; именно этот жребий применяется при расчёте.`,
    wouldMake: (after, seeded) => `положение говорит \`then ${after}\`; такой жребий дал бы \`then lots\`, ${seeded}.`,
    none: 'После всех показателей никто не остаётся на равных: жребий не нужен.',
    places: (places, seed) => `Места ${places}, исходное значение «${seed}»:`,
    member: (place, participant, lot) => `  ${place}. ${participant} — жребий ${lot}`,
    stillTied: '  (два значения жребия равны: они остаются на равных)',
  },
  explain: {
    placed: (player, place, of, decision) => `${player}: ${place}-е место из ${of}, ${decision}.`,
    shares: (player, first, last, of, decision) => `${player}: делит места ${first}–${last} из ${of}, ${decision}.`,
    decision: {
      shared: 'равенство по всем показателям списка: места делятся',
      playOff: (note) => `по итогам плей-офф${note ? `: ${note}` : ''}`,
      playOffPending: 'на равных: эти места определяет плей-офф, его результаты ещё не внесены (ожидается плей-офф)',
      microMatchPending: 'места делятся: микроматч между ними не завершён, его следующая партия не внесена (микроматч не завершён)',
      alone: 'только по очкам',
      by: (criterion) => `определено по ${criterion}`,
    },
    notRanked: (player, note) => `${player}: не входит в итоговую таблицу${note ? ` (${note})` : ''}.`,
    microMatches: (rankedBy, values) => `Микроматчи, места по ${rankedBy}: ${values}.`,
    valuesHeading: 'Значения и их составляющие:',
    score: (value, code) => `${SCORE[code]}: ${value}`,
    tiedStep: (others, score, criterion, values, outcome) =>
      `На равных${score ? ` (${score})` : ''} с ${and(others)}; ${criterion}: ${values} → ${outcomeWords(outcome)}.`,
    definition: (criterion, name, description) => `${criterion} (${name}): ${description}`,
    sharePlace: (a, b, after) => `${a} и ${b} делят место: ни один показатель списка их не разделяет (после списка: ${AFTER[after]}).`,
    above: (upper, lower, criterion, upperValue, lowerValue, among) =>
      `${upper} выше, чем ${lower}: решил показатель ${criterion} (${upperValue} против ${lowerValue})` +
      (among ? `, среди ${among.count} участников на равных${among.score ? ` (${among.score})` : ''}.` : '.'),
    levelBefore: (items) => `До этого равенство по ${and(items)}.`,
    didNotApply: (criterion, upperValue, lowerValue, reason) =>
      `${criterion} не применялся (${upperValue} против ${lowerValue})${reason ? `: ${reason}` : ' и оставил их на равных'}.`,
    microPending: (upper, lower, decision) => `${upper} и ${lower} делят места: ${decision}.`,
    microLevel: (upper, lower, values, sharedPlace, decidedBy) =>
      `${upper} и ${lower} равны по всем показателям микроматчей (${values}); ${sharedPlace ? 'они делят место' : `решил список дополнительных показателей: ${decidedBy}`}.`,
    microAbove: (upper, lower, criterion, upperValue, lowerValue, level) =>
      `${upper} выше, чем ${lower}: микроматчи решены по ${criterion}, ${upperValue} против ${lowerValue}${level.length > 0 ? ` (равенство по ${level.join(', ')})` : ''}.`,
    notApplicable: (header, reason) => `  ${header}: не применяется — ${reason}`,
    round: (round) => `тур ${round}`,
    versus: (opponent) => `против ${opponent}`,
    factors: (opponentValue, points) => ` (соперник ${opponentValue}, набрано ${points})`,
    colon: ': ',
    and,
    roundKinds: {
      played: 'сыграна',
      'forfeit-win': 'победа ввиду неявки соперника',
      'forfeit-loss': 'поражение ввиду неявки',
      'double-forfeit': 'обоюдная неявка',
      absent: 'отсутствует',
      withdrawn: 'выбывание',
    },
  },
  report: reportRu,
  scenarios: scenariosRu,
  diff: diffRu,
};
