import { countRussian } from '../../render/booklet-words/plural';
import type { ReportParticipants, ReportWords } from './report-types';

/*
 * The audit report in Russian, in the task pane's words for it (addin/strings/ru.ts "Экспорт
 * отчёта проверки": отчёт проверки, апелляционный комитет, хеши, входные данные, регламент,
 * турнирное положение, равенство, вклады) and `rank`'s for the rest (ru.ts: на равных,
 * показатель, исходное значение, жребий, плей-офф, тур).
 */

const FORMS: Readonly<Record<ReportParticipants, readonly [string, string, string]>> = {
  players: ['игрок', 'игрока', 'игроков'],
  teams: ['команда', 'команды', 'команд'],
};
const count = (n: number, participants: ReportParticipants) =>
  countRussian(n, FORMS[participants][0], FORMS[participants][1], FORMS[participants][2]);

export const reportRu: ReportWords = {
  title: (regulation) => `Отчёт проверки: ${regulation}`,
  contents: 'Содержание',
  parts: {
    standings: 'Турнирное положение',
    ties: 'Равенства и как они разрешены',
    lots: 'Жребий',
    issues: 'Ошибки и предупреждения расчёта',
  },
  header: {
    Regulation: 'Регламент',
    Version: 'Версия',
    Rules: 'Правила',
    'Ranking list': 'Список показателей',
    'Regulation hash (SHA-256)': 'Хеш регламента (SHA-256)',
    Input: 'Входные данные',
    'Input hash (SHA-256)': 'Хеш входных данных (SHA-256)',
    'Input file hash (SHA-256)': 'Хеш входного файла (SHA-256)',
    'Regula version': 'Версия Regula',
    'Run at': 'Время расчёта',
  },
  columns: {
    Places: 'Места',
    Seed: 'Исходное значение',
    Drawn: 'Порядок',
    'Lot number': 'Номер жребия',
    Opponent: 'Соперник',
    'Opponent value': 'Значение соперника',
    Scored: 'Набрано',
    Contribution: 'Вклад',
  },
  counted: { yes: 'да', no: 'нет' },
  captions: { sectionValues: 'Значения раздела', awards: 'Призы' },
  standingsIntro: (n, participants, decidedBy) =>
    `${count(n, participants)} в порядке турнирного положения; «${decidedBy}» называет показатель, определивший место каждого.`,
  noTies: (participants, criterion) =>
    `${participants === 'teams' ? 'Команд' : 'Игроков'} на равных по ${criterion} нет: списку нечего разрешать.`,
  tiesIntro: (groups, participants, criterion, tied) =>
    `${countRussian(groups, 'группа', 'группы', 'групп')} ${FORMS[participants][2]} на равных по ${criterion} (${count(tied, participants)}). ` +
    'Для каждой: показатели, сравнённые в порядке списка, и значение каждого участника, каждый шаг разделения ' +
    'и вклады, стоящие за каждым решающим значением (C.07 ст. 4.2: показатель применяется только к тем, кто ещё на равных).',
  tieHeading: (places, n, participants, criterion, score) =>
    `Места ${places}: ${count(n, participants)} на равных по ${criterion} ${score}`,
  seed: (seed) => `(исходное значение ${seed})`,
  stillTied: (left) => `На равных и после списка: ${left === 'shared' ? 'места делятся' : 'решает плей-офф'}.`,
  contributions: (criterion) => `${criterion}: вклады, стоящие за каждым значением`,
  split: { stillTied: 'по-прежнему на равных', didNotApply: (criterion) => `${criterion} не применялся` },
  severity: { error: 'ошибка', warning: 'предупреждение' },
};
