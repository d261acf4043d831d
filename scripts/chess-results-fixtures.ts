// Builds chess-results.com crosstable exports of a tournament, in the exact shape of a real
// English export (tnr1316880, lan=1: title lines padded to the table's width, an unlabelled
// title column, names with a trailing space, round cells right-aligned with leading spaces,
// an empty row and two footer lines), in each language of io/grid/chess-results-languages.ts.
// Used by `npm run fixtures:chess-results` (test/fixtures/chess-results) and bench/.
import ExcelJS from 'exceljs';
import {
  DEFAULT_UNPLAYED_OPTIONS,
  evaluate,
  parseCriterionSpecifier,
  pointsFor,
  Rational,
  type Crosstable,
  type Evaluation,
  type Player,
  type PointSystem,
  type RoundRecord,
} from '../engine';
import { CHESS_RESULTS_LANGUAGES, type ChessResultsLanguage } from '../io';

/** The words of the lines around the table and of the columns the reader keeps as fields. */
export interface ExportWords {
  database: string;
  updated: string;
  /** The table's title: ranking crosstable after N rounds, starting rank crosstable. */
  ranking: (rounds: number) => string;
  starting: string;
  inProgress: (round: number) => string;
  details: string;
  server: string;
  club: string;
  tieBreak: (n: number) => string;
  /** Points and tie-breaks with a decimal comma (and ; between CSV fields) as Excel writes them in that locale. */
  decimalComma: boolean;
}

// English: as the real export (verified). German, Spanish, Portuguese, Russian: the first line as
// real exports have it (chess-results-languages.ts gives the sources); the rest made for Regula
// in each language's words.
export const EXPORT_WORDS: Readonly<Record<string, ExportWords>> = {
  en: {
    database: 'From the Tournament-Database of Chess-Results https://chess-results.com',
    updated: 'Last update 13.02.2026 18:17:32',
    ranking: (n) => `Final Ranking crosstable after ${n} Rounds`,
    starting: 'Starting rank crosstable',
    inProgress: (n) => `Ranking crosstable after Round ${n}`,
    details: 'You find all details to this tournament under  https://chess-results.com/tnr900001.aspx?lan=1',
    server: 'Chess-Tournament-Results-Server: Chess-Results',
    club: 'Club/City',
    tieBreak: (n) => `TB${n}`,
    decimalComma: false,
  },
  de: {
    database: 'Aus der Turnierdatenbank von Chess-Results https://chess-results.com',
    updated: 'Die Seite wurde zuletzt aktualisiert am 13.02.2026 18:17:32',
    ranking: (n) => `Endtabelle nach ${n} Runden`,
    starting: 'Startrangliste-Kreuztabelle',
    inProgress: (n) => `Rangliste nach der ${n}. Runde`,
    details: 'Alle Details zu diesem Turnier finden Sie unter  https://chess-results.com/tnr900001.aspx?lan=0',
    server: 'Schachturnier-Ergebnisserver: Chess-Results',
    club: 'Verein/Ort',
    tieBreak: (n) => `Wtg${n}`,
    decimalComma: true,
  },
  es: {
    database: 'De la Base de Datos de Torneos de Chess-Results https://chess-results.com',
    updated: 'Última actualización 13.02.2026 18:17:32',
    ranking: (n) => `Cuadro cruzado por clasificación final después de ${n} rondas`,
    starting: 'Cuadro cruzado por ranking inicial',
    inProgress: (n) => `Cuadro cruzado por clasificación después de la ronda ${n}`,
    details: 'Todos los detalles de este torneo en  https://chess-results.com/tnr900001.aspx?lan=2',
    server: 'Servidor de resultados de torneos de ajedrez: Chess-Results',
    club: 'Club/Ciudad',
    tieBreak: (n) => `Des ${n}`,
    decimalComma: true,
  },
  pt: {
    database: 'Da base de dados do torneio do Chess-Results https://chess-results.com',
    updated: 'Última Atualização 13.02.2026 18:17:32',
    ranking: (n) => `Tabela cruzada pela classificação final após ${n} rondas`,
    starting: 'Tabela cruzada pelo ranking inicial',
    inProgress: (n) => `Tabela cruzada pela classificação após a ronda ${n}`,
    details: 'Todos os detalhes deste torneio em  https://chess-results.com/tnr900001.aspx?lan=10',
    server: 'Servidor de resultados de torneios de xadrez: Chess-Results',
    club: 'Clube/Cidade',
    tieBreak: (n) => `Desp${n}`,
    decimalComma: true,
  },
  ru: {
    database: 'Из турнирной базы данных Chess-Results https://chess-results.com',
    updated: 'Последнее обновление 13.02.2026 18:17:32',
    ranking: (n) => `Итоговое положение после ${n} туров`,
    starting: 'Стартовая таблица участников',
    inProgress: (n) => `Положение после ${n} тура`,
    details: 'Все подробности на  https://chess-results.com/tnr900001.aspx?lan=11',
    server: 'Сервер Chess-Tournament-Results: Chess-Results',
    club: 'Клуб/Город',
    tieBreak: (n) => `Доп${n}`,
    decimalComma: true,
  },
  tr: {
    database: 'Chess-Results Turnuva Veritabanından https://chess-results.com',
    updated: 'Son güncelleme 13.02.2026 18:17:32',
    ranking: (n) => `${n} turdan sonra final sıralama çapraz tablo`,
    starting: 'Başlangıç sıralaması çapraz tablo',
    inProgress: (n) => `${n}. turdan sonra çapraz tablo`,
    details: 'Bu turnuvanın tüm ayrıntıları  https://chess-results.com/tnr900001.aspx?lan=8',
    server: 'Satranç Turnuva Sonuçları Sunucusu: Chess-Results',
    club: 'Kulüp/Şehir',
    tieBreak: (n) => `BH${n}`,
    decimalComma: true,
  },
  nl: {
    database: 'Uit de toernooidatabase van Chess-Results https://chess-results.com',
    updated: 'Laatste update 13.02.2026 18:17:32',
    ranking: (n) => `Eindstand kruistabel na ${n} ronden`,
    starting: 'Kruistabel op startnummer',
    inProgress: (n) => `Kruistabel na ronde ${n}`,
    details: 'Alle details van dit toernooi op  https://chess-results.com/tnr900001.aspx?lan=17',
    server: 'Schaaktoernooi-resultatenserver: Chess-Results',
    club: 'Club/Plaats',
    tieBreak: (n) => `WP${n}`,
    decimalComma: true,
  },
  fr: {
    database: 'De la base de données des tournois de Chess-Results https://chess-results.com',
    updated: 'Dernière mise à jour 13.02.2026 18:17:32',
    ranking: (n) => `Grille américaine par classement final après ${n} rondes`,
    starting: 'Grille américaine par numéro de départ',
    inProgress: (n) => `Grille américaine après la ronde ${n}`,
    details: 'Tous les détails de ce tournoi sur  https://chess-results.com/tnr900001.aspx?lan=20',
    server: 'Serveur de résultats de tournois d’échecs: Chess-Results',
    club: 'Club/Ville',
    tieBreak: (n) => `Dép${n}`,
    decimalComma: true,
  },
  it: {
    database: 'Dal database dei tornei di Chess-Results https://chess-results.com',
    updated: 'Ultimo aggiornamento 13.02.2026 18:17:32',
    ranking: (n) => `Tabellone della classifica finale dopo ${n} turni`,
    starting: 'Tabellone per numero di partenza',
    inProgress: (n) => `Tabellone della classifica dopo il turno ${n}`,
    details: 'Tutti i dettagli del torneo su  https://chess-results.com/tnr900001.aspx?lan=16',
    server: 'Server dei risultati dei tornei di scacchi: Chess-Results',
    club: 'Club/Città',
    tieBreak: (n) => `Sp${n}`,
    decimalComma: true,
  },
  pl: {
    database: 'Z bazy turniejów Chess-Results https://chess-results.com',
    updated: 'Ostatnia aktualizacja 13.02.2026 18:17:32',
    ranking: (n) => `Tabela krzyżowa po ${n} rundach`,
    starting: 'Tabela krzyżowa według numerów startowych',
    inProgress: (n) => `Tabela krzyżowa po rundzie ${n}`,
    details: 'Wszystkie szczegóły turnieju na  https://chess-results.com/tnr900001.aspx?lan=3',
    server: 'Serwer wyników turniejów szachowych: Chess-Results',
    club: 'Klub/Miasto',
    tieBreak: (n) => `Pom${n}`,
    decimalComma: true,
  },
  cs: {
    database: 'Z databáze turnajů Chess-Results https://chess-results.com',
    updated: 'Poslední aktualizace 13.02.2026 18:17:32',
    ranking: (n) => `Konečná tabulka po ${n} kolech`,
    starting: 'Tabulka podle startovních čísel',
    inProgress: (n) => `Tabulka po ${n}. kole`,
    details: 'Všechny podrobnosti o turnaji na  https://chess-results.com/tnr900001.aspx?lan=5',
    server: 'Server výsledků šachových turnajů: Chess-Results',
    club: 'Klub/Město',
    tieBreak: (n) => `PH${n}`,
    decimalComma: true,
  },
  el: {
    database: 'Από τη βάση δεδομένων τουρνουά του Chess-Results https://chess-results.com',
    updated: 'Τελευταία ενημέρωση 13.02.2026 18:17:32',
    ranking: (n) => `Τελικός πίνακας κατάταξης μετά τον ${n} γύρο`,
    starting: 'Πίνακας με αρχική κατάταξη',
    inProgress: (n) => `Πίνακας κατάταξης μετά τον ${n} γύρο`,
    details: 'Όλες οι λεπτομέρειες του τουρνουά στο  https://chess-results.com/tnr900001.aspx?lan=19',
    server: 'Διακομιστής αποτελεσμάτων σκακιστικών τουρνουά: Chess-Results',
    club: 'Σύλλογος/Πόλη',
    tieBreak: (n) => `ΚΙ${n}`,
    decimalComma: true,
  },
};

export type ExportKind = 'ranking' | 'starting';

export interface ExportOptions {
  language: ChessResultsLanguage;
  kind: ExportKind;
  /** With the starting number, title, rating, federation and club columns (else rank or number, name, rounds, points). */
  full: boolean;
  /** The rank order of the standings (ranking crosstable), from an evaluation. */
  evaluation: Evaluation;
  /** Games written paired, without their result (`  4w `): an event in progress. */
  pending?: { afterRound: number; isPending: (round: number, player: number, opponent: number) => boolean };
  eventName: string;
}

/** The rows of cells of the export, as text (points and tie-breaks as numbers). */
export function chessResultsRows(crosstable: Crosstable, options: ExportOptions): (string | number)[][] {
  const words = EXPORT_WORDS[options.language.code]!;
  const h = options.language.headers;
  const order = options.kind === 'ranking' ? options.evaluation.standings.map((s) => s.player) : crosstable.players.map((p) => p.id);
  const line = new Map(order.map((id, i) => [id, i + 1]));
  const refOf = (id: number) => (options.kind === 'ranking' ? line.get(id)! : id);
  const byId = new Map(crosstable.players.map((p) => [p.id, p]));
  const tieBreaks = options.evaluation.columns.slice(1, 4);

  const header: string[] = [options.kind === 'ranking' ? h.rank[0]! : h.startNumber[h.startNumber.length - 1]!];
  if (options.full) {
    if (options.kind === 'ranking') header.push(h.startNumber[0]!);
    header.push('', h.name[0]!, h.rating[0]!, h.federation[0]!, words.club);
  } else header.push(h.name[0]!);
  for (let r = 1; r <= crosstable.rounds; r++) header.push(`${r}.${h.round[0]}`);
  header.push(`${h.points[0]} `);
  if (options.kind === 'ranking') tieBreaks.forEach((_, i) => header.push(words.tieBreak(i + 1)));
  const width = header.length;
  const pad = (text: string) => [text, ...Array<string>(width - 1).fill('')];

  const title =
    options.pending !== undefined
      ? words.inProgress(options.pending.afterRound)
      : options.kind === 'ranking'
        ? words.ranking(crosstable.rounds)
        : words.starting;
  const rows: (string | number)[][] = [pad(words.database), pad(`${options.eventName} `), pad(words.updated), pad(title), header];
  for (const id of order) {
    const player = byId.get(id)!;
    const row: (string | number)[] = [options.kind === 'ranking' ? line.get(id)! : id];
    if (options.full) {
      if (options.kind === 'ranking') row.push(id);
      row.push(player.title ?? '', `${displayName(player)} `, player.rating ?? 0, player.federation ?? '', `Club ${(id % 7) + 1}`);
    } else row.push(`${displayName(player)} `);
    player.rounds.forEach((record, index) => row.push(cellOf(record, index + 1, player.id, options, refOf)));
    row.push(pointsOf(player, crosstable.pointSystem, options.pending?.isPending));
    if (options.kind === 'ranking')
      for (const column of tieBreaks) {
        const value = column.values.get(id);
        row.push(value?.kind === 'value' ? Number(value.value.toDecimalString()) : 0);
      }
    rows.push(row);
  }
  rows.push(pad(''), pad(words.details), pad(words.server));
  return rows;
}

function displayName(player: Player): string {
  return player.name.replace(/,\s*/, ' ');
}

/** The points of the results written (a game written without its result scores nothing yet). */
function pointsOf(
  player: Player,
  system: PointSystem,
  isPending: ((round: number, player: number, opponent: number) => boolean) | undefined,
): number {
  let total = Rational.ZERO;
  player.rounds.forEach((record, index) => {
    if (isPending && 'opponent' in record && record.opponent !== undefined && isPending(index + 1, player.id, record.opponent)) return;
    total = total.add(pointsFor(record, system));
  });
  return Number(total.toDecimalString());
}

/** One round cell as chess-results writes it: ` 17b1`, `  5w½`, ` 32b+`, `  -½`, `-1`, `0`, `  4w `. */
function cellOf(record: RoundRecord, round: number, player: number, options: ExportOptions, refOf: (id: number) => number): string {
  const language = options.language;
  const letter = (colour: 'white' | 'black' | undefined) => (colour === 'black' ? language.colours.black : language.colours.white);
  const opponent = (id: number) => String(refOf(id)).padStart(3, ' ');
  switch (record.kind) {
    case 'played':
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit': {
      if (record.opponent === undefined) return record.kind === 'forfeit-loss' ? '0F' : '-1';
      const pending = options.pending?.isPending(round, player, record.opponent) ?? false;
      const result =
        record.kind === 'played'
          ? record.outcome === 'win'
            ? '1'
            : record.outcome === 'draw'
              ? '½'
              : '0'
          : record.kind === 'forfeit-win'
            ? '+'
            : '-';
      return `${opponent(record.opponent)}${letter(record.colour)}${pending ? ' ' : result}`;
    }
    case 'pab':
    case 'fpb':
      return '-1';
    case 'hpb':
      return '  -½';
    case 'zpb':
      return '  -0';
    case 'absent':
    case 'withdrawn':
      return '0';
  }
}

/** The rows as chess-results' CSV (re-saved from its .xlsx): commas, or semicolons where the decimal mark is a comma. */
export function chessResultsCsv(rows: readonly (readonly (string | number)[])[], language: ChessResultsLanguage): string {
  const comma = EXPORT_WORDS[language.code]!.decimalComma;
  const delimiter = comma ? ';' : ',';
  // Excel quotes a field holding the delimiter or a quote, doubling the quotes.
  const quoted = (text: string) => (text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text);
  const text = (cell: string | number) => quoted(typeof cell === 'number' && comma ? String(cell).replace('.', ',') : String(cell));
  return `${rows.map((row) => row.map(text).join(delimiter)).join('\r\n')}\r\n`;
}

/** The rows as chess-results' .xlsx: one sheet, text cells as text, numbers as numbers. */
export function chessResultsWorkbook(rows: readonly (readonly (string | number)[])[], sheetName: string): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows)
    sheet.addRow(row.map((cell) => (typeof cell === 'string' && cell.startsWith(' ') ? cell : cell === '' ? null : cell)));
  return workbook;
}

export const FIXTURE_LANGUAGES: readonly ChessResultsLanguage[] = CHESS_RESULTS_LANGUAGES.filter((l) => EXPORT_WORDS[l.code] !== undefined);

/** The event ranked by a list of the handbook's specifiers under the 2026 rules, ties shared: how the fixture scripts rank their exports. */
export function evaluateByList(crosstable: Crosstable, list: readonly string[]): Evaluation {
  const tiebreaks = list.map((text) => {
    const spec = parseCriterionSpecifier(text);
    if (!spec.ok) throw new Error(spec.message);
    return spec.spec;
  });
  return evaluate(crosstable, {
    name: 'fixtures',
    edition: 'fide-2026',
    unplayed: DEFAULT_UNPLAYED_OPTIONS,
    tiebreaks,
    after: { kind: 'shared' },
  });
}
