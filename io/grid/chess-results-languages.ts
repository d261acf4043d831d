/**
 * chess-results.com crosstable exports in each language the site offers: the words of
 * the header row, the colour letters of the round cells and the lines the export puts
 * above and below the table. One table, read by the header classifier (headers.ts) and
 * by the export detection (chess-results-export.ts).
 *
 * Every entry names its source. `verified` says what was seen in a real export or page
 * (public files quoting them; test/fixtures/chess-results/README.md lists them):
 * - English: a real CSV export ("Seniorschack Stockholm KM Klassiskt 2026",
 *   tnr1316880 lan=1, quoted in a public analysis script) and real .xlsx exports read by
 *   public scrapers: `Rk.`, unlabelled title column, `Name`, `Rtg`, `FED`, `1.Rd`,
 *   `Pts. `, `TB1`; cells ` 17b1`, `  4w ` (paired, no result), `  -½`, `-1`, `0`;
 *   footer "You find all details to this tournament under …",
 *   "Chess-Tournament-Results-Server: Chess-Results".
 * - The language numbers (`lan=`) are those of the site's language bar, seen on a real
 *   page saved in 2026.
 * - German, Spanish, Portuguese, Russian, Turkish: header words and lines from public
 *   importers and their test data modelled on real exports; they show that several
 *   languages keep the English abbreviations (`Rk.`, `1.Rd`, `Pts.`) and the colour
 *   letters w/b, German writes w/s, and the Turkish export b/s (beyaz/siyah).
 * - For the other languages no public export was found: the entry holds the
 *   language's own words (its word for name, points, round; the initials of its words
 *   for white and black) so a sheet in that language is read, and the colour letters of
 *   a real file are taken from its cells whatever the table says (a file whose cells use
 *   w/b reads as w/b in any language). Such words are marked `verified: false`.
 */
export interface ChessResultsLanguage {
  /** ISO 639-1 code, used by --language. */
  code: string;
  name: string;
  /** chess-results' `lan=` parameter for the language. */
  lan: number;
  /** The letter after the opponent number for white and for black (lower case). */
  colours: { white: string; black: string };
  /** Header words (as written; compared after normaliseHeader). */
  headers: {
    rank: readonly string[];
    startNumber: readonly string[];
    name: readonly string[];
    rating: readonly string[];
    federation: readonly string[];
    points: readonly string[];
    /** The word in round headers (`1.Rd`, `1. Runde`, `Тур 1`). */
    round: readonly string[];
  };
  /** The export's first line begins so ("From the Tournament-Database of Chess-Results"). */
  databaseLine?: string;
  /** Words of the title line that names the table ("crosstable", "Kreuztabelle"). */
  tableWords: readonly string[];
  /** Where the words come from. */
  source: string;
  /** Whether the header words and colours were seen in a real export (see above). */
  verified: boolean;
  /** The words of a team event's board pairings (io/team-pairings), where they could be sourced. */
  teams?: TeamExportWords;
}

/**
 * The words of chess-results' board pairings of a team event ("Board Pairings",
 * `art=3`): the first cell of each match's header row, the rating column's word there, the
 * table's title, and what stands in a player's or opponent's place when there is none.
 * The reader finds the rows by their shape (a board number `1.1`, the `-` between the
 * teams), so a language without an entry reads too; the words name the language and
 * tell a bye from an empty board.
 */
export interface TeamExportWords {
  /** First cell of a match's header row: `Bo.`, `Br.`. */
  board: readonly string[];
  /** The word over each team's rating column: `Rtg`, `Elo`. */
  rating: readonly string[];
  /** The title line of the table: "Board Pairings", "Spielerpaarungen". */
  title: readonly string[];
  /** A player's cell of a board nobody occupied: "Brett nicht besetzt". */
  emptyBoard: readonly string[];
  /** The opponent's name of a team with a bye: "bye", "spielfrei". */
  bye: readonly string[];
  /** The opponent's name of a team not paired: "nicht ausgelost". */
  notPaired: readonly string[];
  /** The words of the team crosstables (io/team-crosstable), where they could be sourced. */
  crosstable?: TeamCrosstableWords;
  source: string;
  verified: boolean;
}

/**
 * The words of chess-results' crosstables of a team event, which give each match's game
 * points and not its boards: the round robin's "Ranking crosstable (Pts.)" (`art=0`, teams ×
 * teams) and the Swiss "Ranking crosstable after Round n" (`art=63`, teams × rounds). The
 * reader finds the table by its header row (a rank word, a team word, then numbered or round
 * columns); the words name the language.
 */
export interface TeamCrosstableWords {
  /** The header of the teams' column: "Team", "Mannschaft". */
  team: readonly string[];
  /** Title lines of the crosstables whose cells are game points. */
  title: readonly string[];
  /** Title lines of the round robin's crosstable in match points (`art=83`), which Regula does not read: its cells are no game points. */
  matchPointsTitle: readonly string[];
  source: string;
}

export const CHESS_RESULTS_LANGUAGES: readonly ChessResultsLanguage[] = [
  {
    code: 'en',
    name: 'English',
    lan: 1,
    colours: { white: 'w', black: 'b' },
    headers: {
      rank: ['Rk.'],
      startNumber: ['SNo', 'No.'],
      name: ['Name'],
      rating: ['Rtg', 'IRtg'],
      federation: ['FED'],
      points: ['Pts.'],
      round: ['Rd'],
    },
    databaseLine: 'From the Tournament-Database of Chess-Results',
    tableWords: ['crosstable', 'ranking', 'starting rank', 'after round', 'rounds'],
    source: 'a real CSV export (tnr1316880, lan=1) and real .xlsx exports read by public scrapers',
    verified: true,
    teams: {
      board: ['Bo.'],
      rating: ['Rtg'],
      title: ['Board Pairings'],
      emptyBoard: [],
      bye: ['bye'],
      notPaired: ['not paired'],
      crosstable: {
        team: ['Team', 'Mannschaft'],
        title: ['Ranking crosstable (Pts.)', 'Ranking crosstable after Round', 'Final Ranking crosstable after'],
        matchPointsTitle: ['Ranking crosstable (MP)'],
        source:
          'real English pages: a team round robin "Ranking crosstable (Pts.)" (archive.chess-results.com tnr769171, lan=1, art=0: Rk., Team, 1 … 6, TB1 … TB5, * on the diagonal, cells 0 … 3, "Annotation:", "Tie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)", "Tie Break2: points (game-points)") and a team Swiss "Ranking crosstable after Round 2" (chess-results.com tnr368281, lan=1, art=63: Rk., Mannschaft, 1.Rd, 2.Rd, TB1 … TB4, cells 18w4½, 13w5, 3b½, 0w0); "Final Ranking crosstable after 9 Rounds" a real team Swiss page’s link (tnr1370393); "(MP)" by analogy with the German link, not seen',
      },
      source:
        'tests modelled on English board-pairings pages in public scrapers (odrobnik/chess-results-skill, sanichi/wd: Bo., Rtg, "Round 2 on 2026/10/04 at 09:00", 1.1, ½ - ½, + - -, - - +, 1 : 5); the row label "Board Pairings" of a real page; "bye" of a real English player card; "not paired" translates the German page’s word, not seen (test/fixtures/chess-results/README.md)',
      verified: true,
    },
  },
  {
    code: 'de',
    name: 'German',
    lan: 0,
    colours: { white: 'w', black: 's' },
    headers: {
      rank: ['Rg.', 'Rang', 'Platz'],
      startNumber: ['Snr', 'Nr.', 'SNr.'],
      name: ['Name'],
      rating: ['Elo', 'IRtg'],
      federation: ['Land'],
      points: ['Pkt.', 'Punkte'],
      round: ['Rd', 'Runde'],
    },
    databaseLine: 'Aus der Turnierdatenbank von Chess-Results',
    tableWords: ['kreuztabelle', 'endtabelle', 'rangliste', 'nach', 'runden'],
    source:
      'public importers of Austrian exports and their test data modelled on real exports (Endtabelle nach 9 Runden, Rg., Pkt., Wtg1, cells 14s1)',
    verified: true,
    teams: {
      board: ['Br.'],
      rating: ['Elo'],
      title: ['Spielerpaarungen', 'Brettpaarungen'],
      emptyBoard: ['Brett nicht besetzt'],
      bye: ['spielfrei'],
      notPaired: ['nicht ausgelost'],
      crosstable: {
        team: ['Mannschaft'],
        title: ['Kreuztabelle nach Rang (Pkt.)', 'Rangliste nach der', 'Endtabelle nach'],
        matchPointsTitle: ['Kreuztabelle nach Rang (MP)'],
        source:
          'the links "Kreuztabelle nach Rang (Pkt.)" (art=0) and "Kreuztabelle nach Rang (MP)" (art=83) of a real German team league page (kahalm/chessresults_crawler, tests/ChessResultsCrawler.Tests/Fixtures/league-1479341-art16.html); "Mannschaft" the team column of a real team Swiss page (tnr368281); the Swiss title words those of the individual German exports, not seen on a team page',
      },
      source:
        'real German board-pairings pages saved by a public crawler (kahalm/chessresults_crawler, tnr1479341 and tnr668636, art=3: "1. Runde am 26.09.2026 um 14:00", Br., Elo, 1.1, 1½:2½, 2 : 2, ½ :5½, 0 : 0, ½ - ½, Brett nicht besetzt); spielfrei and nicht ausgelost from its team-pairings parser and tests (test/fixtures/chess-results/README.md)',
      verified: true,
    },
  },
  {
    code: 'es',
    name: 'Spanish',
    lan: 2,
    colours: { white: 'w', black: 'b' },
    headers: {
      rank: ['Rk.', 'Pos.'],
      startNumber: ['No.Ini.', 'No.'],
      name: ['Nombre'],
      rating: ['Elo'],
      federation: ['FED'],
      points: ['Pts.', 'Puntos'],
      round: ['Rd', 'Ronda'],
    },
    databaseLine: 'De la Base de Datos de Torneos de Chess-Results',
    tableWords: ['cuadro cruzado', 'clasificacion', 'despues de', 'rondas'],
    source: 'a public Spanish importer describing real .xlsx exports (Rk., Nombre, Elo, FED, 1.Rd, Pts., Des 1; cells 29b1, -½)',
    verified: true,
  },
  {
    code: 'pt',
    name: 'Portuguese',
    lan: 10,
    colours: { white: 'w', black: 'b' },
    headers: {
      rank: ['Rk.'],
      startNumber: ['Nº.', 'NrI'],
      name: ['Nome'],
      rating: ['Elo', 'EloI', 'RtgI'],
      federation: ['FED'],
      points: ['Pts.', 'Pontos'],
      round: ['Rd', 'Rodada'],
    },
    databaseLine: 'Da base de dados do torneio do Chess-Results',
    tableWords: ['tabela cruzada', 'classificacao', 'apos', 'rondas'],
    source: 'public pt-BR importers of real exports (Rk., Nome, Clube/Cidade, 1.Rd; cells 57b1, 8b+, -½)',
    verified: true,
  },
  {
    code: 'ru',
    name: 'Russian',
    lan: 11,
    colours: { white: 'б', black: 'ч' },
    headers: {
      rank: ['Место', 'Мест.'],
      startNumber: ['Ст.ном.', 'Ном.'],
      name: ['Имя'],
      rating: ['Рейт.', 'Рейт'],
      federation: ['ФЕД.', 'ФЕД'],
      points: ['Очки'],
      round: ['Тур'],
    },
    databaseLine: 'Из турнирной базы данных Chess-Results',
    tableWords: ['таблица', 'положение', 'после', 'туров'],
    source:
      'real chess-results pages in Russian (Ном., Имя, Рейт., ФЕД., Очки, "после 9 туров"); colour letters: the language’s initials, not seen',
    verified: false,
  },
  {
    code: 'tr',
    name: 'Turkish',
    lan: 8,
    colours: { white: 'b', black: 's' },
    headers: {
      rank: ['Sıra', 'Sır.'],
      startNumber: ['Bşl.No', 'No.'],
      name: ['İsim', 'Ad'],
      rating: ['Rtg', 'ELO', 'UKD'],
      federation: ['FED'],
      points: ['Puan'],
      round: ['Tur'],
    },
    tableWords: ['capraz tablo', 'sonra', 'tur'],
    source: 'a real Turkish .xlsx player-card export read by a public script (İsim, Tur, Sonuç, UKD; results "b 1", "s ½")',
    verified: true,
  },
  {
    code: 'nl',
    name: 'Dutch',
    lan: 17,
    colours: { white: 'w', black: 'z' },
    headers: {
      rank: ['Rk.', 'Pl.'],
      startNumber: ['SNo', 'Nr.'],
      name: ['Naam'],
      rating: ['Rtg', 'Elo'],
      federation: ['FED', 'Land'],
      points: ['Pnt.', 'Ptn.', 'Punten'],
      round: ['Rd', 'Ronde'],
    },
    tableWords: ['kruistabel', 'ranglijst', 'na ronde', 'ronden'],
    source: 'the language’s words (naam, punten, ronde; wit/zwart); no public export found',
    verified: false,
  },
  {
    code: 'fr',
    name: 'French',
    lan: 20,
    colours: { white: 'b', black: 'n' },
    headers: {
      rank: ['Rk.', 'Pl.', 'Clt'],
      startNumber: ['No.', 'N°'],
      name: ['Nom'],
      rating: ['Elo', 'Rtg'],
      federation: ['FED'],
      points: ['Pts.', 'Points'],
      round: ['Rd', 'Ronde'],
    },
    tableWords: ['grille americaine', 'classement', 'apres la ronde', 'rondes'],
    source: 'the language’s words (nom, points, ronde; blancs/noirs as on chess-results’ French pages); no public export found',
    verified: false,
  },
  {
    code: 'it',
    name: 'Italian',
    lan: 16,
    colours: { white: 'b', black: 'n' },
    headers: {
      rank: ['Rk.', 'Pos.'],
      startNumber: ['No.', 'Num.'],
      name: ['Nome'],
      rating: ['Elo', 'Rtg'],
      federation: ['FED'],
      points: ['Pti.', 'Punti'],
      round: ['Rd', 'Turno'],
    },
    tableWords: ['tabellone', 'classifica', 'dopo il turno', 'turni'],
    source: 'the language’s words (nome, punti, turno; bianco/nero); no public export found',
    verified: false,
  },
  {
    code: 'pl',
    name: 'Polish',
    lan: 3,
    colours: { white: 'b', black: 'c' },
    headers: {
      rank: ['M-ce', 'Miejsce'],
      startNumber: ['Nr', 'Nr st.'],
      name: ['Nazwisko', 'Zawodnik', 'Nazwisko i imię'],
      rating: ['Rtg', 'Elo'],
      federation: ['FED'],
      points: ['Pkt.', 'Punkty'],
      round: ['Rd', 'Runda'],
    },
    tableWords: ['tabela krzyzowa', 'ranking', 'po rundzie', 'rundach'],
    source: 'the language’s words (nazwisko, punkty, runda; białe/czarne); no public export found',
    verified: false,
  },
  {
    code: 'cs',
    name: 'Czech',
    lan: 5,
    colours: { white: 'b', black: 'č' },
    headers: {
      rank: ['Poř.', 'Pořadí'],
      startNumber: ['St.č.', 'St. č.'],
      name: ['Jméno'],
      rating: ['Elo', 'Rtg'],
      federation: ['FED'],
      points: ['Body'],
      round: ['Rd', 'Kolo'],
    },
    tableWords: ['tabulka', 'poradi', 'po kole', 'kolech'],
    source:
      'the language’s words (jméno, body, kolo; bílé/černé); a public scraper of Czech and Slovak crosstables reads w/b cells and Elo, so w/b files read too',
    verified: false,
  },
  {
    code: 'el',
    name: 'Greek',
    lan: 19,
    colours: { white: 'λ', black: 'μ' },
    headers: {
      rank: ['Κατ.', 'Θέση'],
      startNumber: ['Α/Α', 'Αρ.'],
      name: ['Όνομα', 'Ονοματεπώνυμο'],
      rating: ['Elo', 'Rtg'],
      federation: ['FED', 'Ομοσπ.'],
      points: ['Βαθμοί', 'Βαθ.'],
      round: ['Rd', 'Γύρος'],
    },
    tableWords: ['πινακας', 'κατάταξη', 'μετα τον', 'γυρους'],
    source: 'the language’s words (όνομα, βαθμοί, γύρος; λευκά/μαύρα); no public export found',
    verified: false,
  },
];

/** The codes --language accepts: `auto` and every language of the table. */
export const LANGUAGE_CODES: readonly string[] = CHESS_RESULTS_LANGUAGES.map((l) => l.code);

export function languageByCode(code: string): ChessResultsLanguage | undefined {
  return CHESS_RESULTS_LANGUAGES.find((l) => l.code === code.toLowerCase());
}
