import type { Edition } from '../engine';
import type { AfterClause, LookupTableNode, NodeKind, PrizeEntry, QualificationEntry } from './ast';
import { GRAND_PRIX_HELP, type BonusReading, type GrandPrixHelpKey } from './statement-help-grand-prix';
import { PLAY_OFF_HELP, type PlayOffHelpKey } from './statement-help-play-off';
import { MICRO_MATCHES_HELP, type MicroMatchesHelpKey } from './statement-help-micro-matches';
import { KNOCK_OUT_HELP, type KnockOutHelpKey } from './statement-help-knock-out';
import { BOARD_PRIZES_HELP, type BoardPrizesHelpKey } from './statement-help-board-prizes';

/*
 * What each article and statement of the language means, in words for the federation
 * official who writes it and the arbiter who reads it: the editor's hover (hover.ts) and
 * the plain-language reference (reference.ts → docs/statements.md) read this one table.
 * Each entry cites the rule it follows; its example is taken from a sample regulation
 * (samples/regulations/, a test checks it is there) or written here where no sample has it. Criteria are not here: the engine's registry describes them.
 */

export interface StatementHelp {
  /** The statement as it is written, with placeholders in capitals. */
  syntax: string;
  meaning: string;
  /** The rule or source it follows. */
  source?: string;
  example: string;
  /** Where the example comes from. */
  exampleFrom: string;
}

/** The AST node kinds (with a variant where one kind covers statements that mean different things). */
export type HelpKey =
  | 'regulation-article'
  | 'rules-article'
  | 'scoring-article'
  | 'score-entry'
  | 'round-scoring'
  | 'team-ranking'
  | 'team-minimum'
  | 'unplayed-article'
  | 'forfeit-cap'
  | 'vur-first'
  | 'withdrawals-article'
  | 'bye-withdrawal'
  | 'round-robin-withdrawal'
  | 'eligibility'
  | 'expulsion'
  | 'expelled-results'
  | 'ratings-article'
  | 'long-event'
  | 'rating-choice'
  | 'tiebreaks-article'
  | 'match-tiebreaks-article'
  | 'manual-column'
  | 'after:shared'
  | 'after:lots'
  | 'after:play-off'
  | 'after:manual'
  | 'tiebreak-rounds'
  | 'team-article'
  | 'team-score'
  | 'team-tiebreaks'
  | 'team-award'
  | 'qualification-article'
  | 'lookup-table:places'
  | 'lookup-table:adjust'
  | 'at-least'
  | 'at-most'
  | 'skip:already-qualified'
  | 'skip:playing-up'
  | 'skip:withdrawn'
  | 'qualification-category'
  | 'prizes-article'
  | 'place-prize'
  | 'category-prize'
  | 'one-prize-per-player'
  | 'precedence'
  | 'sharing:equally'
  | 'sharing:hort'
  | 'sharing:tie-break'
  | 'round-to'
  | 'shared-title'
  | 'categories-article'
  | 'ages-on'
  | 'category-definition'
  | 'named-category'
  | 'age-under'
  | 'age-at-least'
  | 'born'
  | 'sex'
  | 'federation'
  | 'title'
  | 'rating-band'
  | 'column-exists'
  | 'aggregate'
  | 'column'
  | PlayOffHelpKey
  | GrandPrixHelpKey
  | MicroMatchesHelpKey
  | KnockOutHelpKey
  | BoardPrizesHelpKey
  | 'sections-article'
  | 'section-scope';

const SAMPLE = (name: string) => `samples/regulations/${name}.regula`;
/** An example written for this reference, where no sample regulation has the statement. */
const WRITTEN_HERE = 'written for this reference';

export const STATEMENT_HELP: Readonly<Record<HelpKey, StatementHelp>> = {
  ...PLAY_OFF_HELP,
  ...GRAND_PRIX_HELP,
  ...MICRO_MATCHES_HELP,
  ...KNOCK_OUT_HELP,
  ...BOARD_PRIZES_HELP,
  'regulation-article': {
    syntax: 'regulation "NAME" [version "VERSION"]',
    meaning:
      'Names the regulation and its version. Both are printed on every output Regula writes, so any standings can be traced to the rules that made them. Required, once.',
    example: 'regulation "Open Championship" version "2026"',
    exampleFrom: SAMPLE('fide-2026-open'),
  },
  'rules-article': {
    syntax: 'rules EDITION [team] [swiss | round robin | double round robin]',
    meaning:
      'The edition of the rules: how unplayed rounds (forfeits, byes, withdrawals) count in the tie-breaks and which criteria exist. `team` ranks the teams of a team event; the tournament system enables the round-robin rules and checks. Without this line the edition in force on the tournament’s start date applies.',
    source: 'FIDE C.07 arts. 15–16 (2023+), the 2009 Kallithea rule, US Chess 34E, FMJD',
    example: 'rules fide-2026',
    exampleFrom: SAMPLE('fide-2026-open'),
  },
  'scoring-article': {
    syntax: 'scoring [PRESET]',
    meaning:
      'The points each result is worth. A preset (`standard`, `draughts`, `football`, `uk-junior`) gives them all; lines below it change single kinds. Kinds left unstated follow win, draw and loss (a pairing-allocated bye scores as a win).',
    source: 'FIDE C.04.1 (the pairing-allocated bye)',
    example: 'scoring\n  win 1, draw 1/2, loss 0',
    exampleFrom: SAMPLE('fide-2026-open'),
  },
  'score-entry': {
    syntax: 'RESULT POINTS',
    meaning:
      'What one kind of result scores: win, draw, loss, draw with advantage / disadvantage, forfeit win, forfeit loss, double forfeit, pairing-allocated bye, full-point bye, half-point bye, zero-point bye, absent; in a team event match win, match draw, match loss.',
    source: 'FIDE C.04.1; the event’s own scoring',
    example: 'pairing-allocated bye 1',
    exampleFrom: SAMPLE('fide-2026-open'),
  },
  'round-scoring': {
    syntax: 'rounds A-B: RESULT POINTS, …',
    meaning:
      'The entries after it score rounds A to B only: a point system of their own (its win, draw and loss default to the article’s; every other kind follows its own win and draw). Other rounds are scored by the article’s lines. Every criterion then sums each round’s points in that round’s scoring (an opponent’s score, progressive scores, encounters); a value a rule counts “as a draw” in a round is that round’s draw; rating criteria and STD read each game as 1-½-0. A criterion that reads one value for the whole event (Koya’s 50 % line, the modified median’s plus score) has no meaning under two scorings: `check` says so and lists what it could mean.',
    source: 'Grand Chess Tour 2016 Regulations, 2. Scoring: “Rapid Blitz / Win 2 1 / Draw 1 ½ / Loss 0 0”',
    example: 'rounds 1-9: win 2, draw 1, loss 0',
    exampleFrom: SAMPLE('grand-chess-tour-2016-rapid-blitz'),
  },
  'team-ranking': {
    syntax: 'ranked by match points | ranked by game points',
    meaning:
      'Which score ranks the teams first in a team event; the other one is then available as a tie-break (`game points` in the list).',
    source: 'FIDE C.07 art. 13.1',
    example: 'ranked by match points',
    exampleFrom: SAMPLE('fide-2026-team-swiss'),
  },
  'team-minimum': {
    syntax: 'fewer than N players: match lost by forfeit',
    meaning:
      'A team that plays a match with fewer than N players loses it by forfeit: the forfeited match’s match and game points (every board to the opponent) replace what the boards give, and both teams lose by forfeit when both are short. A player counts who played the game or won it by default; a board lost by forfeit is not fielded. The games stand for the players. A board left empty by a team of N or more is lost by forfeit on that board only (C.07 art. 12). The standings name every match this changed; `regula check` states the reading in a note.',
    source: '2010 Chess Olympiad, captains’ meeting: “3 players (minimum) needed for a team”',
    example: 'fewer than 3 players: match lost by forfeit',
    exampleFrom: SAMPLE('chess-olympiad-2010'),
  },
  'unplayed-article': {
    syntax: 'unplayed rounds',
    meaning:
      'Choices the edition leaves to the regulation about unplayed rounds in the opponent-based tie-breaks (Buchholz, Sonneborn-Berger and their cuts).',
    source: 'FIDE C.07 arts. 16.4–16.6',
    example: 'unplayed rounds\n  forfeit cap opponent',
    exampleFrom: WRITTEN_HERE,
  },
  'forfeit-cap': {
    syntax: 'forfeit cap opponent [and half]',
    meaning:
      'Caps the dummy opponent of a forfeit at the scheduled opponent’s adjusted score (the reference server’s reading of 16.4.1); `and half` also applies the 50 % cap of 16.4.2 to forfeits (Sharly-Chess’s reading). The two readings differ for a player with 4/5 who forfeited against an opponent with 3½: 3½ against 2½.',
    source: 'FIDE C.07 (2026) art. 16.4',
    example: 'forfeit cap opponent and half',
    exampleFrom: WRITTEN_HERE,
  },
  'vur-first': {
    syntax: 'vur first on | off',
    meaning:
      'Whether a cut or median drops a voluntarily unplayed round (a requested bye or a forfeit loss) before the least significant value, as 16.5 says (`on`, the default), or cuts the values as they are (`off`).',
    source: 'FIDE C.07 art. 16.5',
    example: 'vur first off',
    exampleFrom: WRITTEN_HERE,
  },
  'withdrawals-article': {
    syntax: 'withdrawals',
    meaning:
      'How withdrawn players are recognised and what happens to their results and their eligibility for awards, prizes and qualification.',
    source: 'the Arbiters’ Manual, withdrawals (Reuben; Gijssen for double round robins)',
    example:
      'withdrawals\n  per cycle: fewer than half of the games played -> results deleted,\n             otherwise remaining games lost by forfeit',
    exampleFrom: SAMPLE('club-double-round-robin'),
  },
  'bye-withdrawal': {
    syntax: 'BYE in round N means withdrawn | BYE in last round means withdrawn',
    meaning:
      'A player with this bye in the round named (a zero-point bye in the last round, say) is taken as having withdrawn from that round on, as many pairing programs record withdrawals.',
    example: 'zero-point bye in round 5 means withdrawn',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'round-robin-withdrawal': {
    syntax: 'per cycle | per event: fewer than half | N% of the games played -> OUTCOME[, otherwise OUTCOME]',
    meaning:
      'In a round robin, a player who withdrew with fewer games played than the threshold has his results deleted (or they stand, or the remaining games are lost by forfeit); otherwise the other outcome applies. `per cycle` judges each cycle of a double round robin on its own (Reuben), `per event` the whole event (Gijssen).',
    source: 'the Arbiters’ Manual, withdrawals from round robins',
    example: 'per cycle: fewer than half of the games played -> results deleted,\n  otherwise remaining games lost by forfeit',
    exampleFrom: SAMPLE('club-double-round-robin'),
  },
  eligibility: {
    syntax: 'withdrawn players [not] eligible for awards | prizes | qualification',
    meaning: 'Whether a player who withdrew can still receive awards, prizes or a qualification place.',
    example: 'withdrawn players not eligible for awards',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  expulsion: {
    syntax: 'expelled: PLAYER [from round N], …',
    meaning:
      'Players the arbiter expelled, by starting number or name, optionally from a round: they are left out of the standings. Their results stay in the opponents’ tie-breaks unless `expelled players: results deleted` says otherwise; the rounds after the expulsion count as a withdrawal’s.',
    source: 'FIDE Tournament Rules V.4–V.5; FIDE verification checklist Q197–198',
    example: 'expelled: 17, "Doe, John" from round 5',
    exampleFrom: WRITTEN_HERE,
  },
  'expelled-results': {
    syntax: 'expelled players: results stand | results deleted',
    meaning:
      'What happens to an expelled player’s games: they stand (the default; his opponents keep the points and his score counts in their tie-breaks) or are deleted, as a round robin deletes those of a player who withdrew early.',
    source: 'FIDE Tournament Rules V.4–V.5',
    example: 'expelled players: results deleted',
    exampleFrom: WRITTEN_HERE,
  },
  'ratings-article': {
    syntax: 'ratings',
    meaning:
      'Which rating the rating-based tie-breaks (ARO, TPR, PTP, APRO, APPO) read, and whether the event lasts more than 30 days (a league, a season), when FIDE advises against those tie-breaks.',
    source: 'FIDE C.07 (2026) art. 10; FIDE verification checklist Q210–216',
    example: 'ratings\n  event over 30 days, rating per round',
    exampleFrom: WRITTEN_HERE,
  },
  'long-event': {
    syntax: 'event over 30 days',
    meaning:
      'The event lasts more than 30 days: rating-based tie-breaks get a warning advising against them. Without this line the length is also worked out from the TRF dates.',
    source: 'FIDE C.07 (2026) art. 10; FIDE verification checklist Q210–211',
    example: 'event over 30 days',
    exampleFrom: WRITTEN_HERE,
  },
  'rating-choice': {
    syntax: 'first rating | rating per round',
    meaning:
      'What a rating criterion reads for an opponent: the rating at the start of the event (the default), or the rating of the round of the game, from grid columns "Rating R1", "Rating R2" ….',
    source: 'FIDE C.07 (2026) art. 10; FIDE verification checklist Q213–216',
    example: 'rating per round',
    exampleFrom: WRITTEN_HERE,
  },
  'tiebreaks-article': {
    syntax: 'tie-breaks\n  1. CRITERION\n  …\n  then …',
    meaning:
      'The tie-break order: participants with equal points are separated by the first criterion, those still equal by the second, and so on; a criterion of type A (direct encounter) is computed again among the players still tied. Points always rank first. The `then` line says what decides when the list is exhausted.',
    source: 'FIDE C.07 arts. 2–4',
    example: 'tie-breaks\n  1. BH/C1\n  2. BH\n  3. SB\n  4. DE',
    exampleFrom: SAMPLE('fide-2026-open'),
  },
  'match-tiebreaks-article': {
    syntax: 'match tie-breaks\n  1. CRITERION …',
    meaning:
      'The order that decides the winner of a drawn team match (board count, board elimination, Berlin scoring…), as cups and knock-out team events need.',
    source: 'FIDE C.07 art. 12',
    example: 'match tie-breaks\n  1. board count of wins\n  2. end-board elimination',
    exampleFrom: SAMPLE('team-cup-match-tiebreaks'),
  },
  'manual-column': {
    syntax: 'N. manual from column "HEADER"',
    meaning:
      'A tie-break whose values are read from a crosstable column: a barrage or play-off result, or the arbiter’s decision, entered by hand. Higher values rank first.',
    source: 'FIDE C.07 art. 2.3 (the chief arbiter completes the ranking); DrA’s manual tie-break',
    example: '1. manual from column "Barrage"',
    exampleFrom: SAMPLE('fmjd-manual-swiss'),
  },
  'after:shared': {
    syntax: 'then shared',
    meaning:
      'Players still tied after the whole list share their places (competition ranks 1, 2, 2, 4, shown as 2–3). This is the default.',
    source: 'FIDE C.07 art. 2',
    example: 'then shared',
    exampleFrom: WRITTEN_HERE,
  },
  'after:lots': {
    syntax: 'then lots [seeded by "SEED"]',
    meaning:
      'Players still tied after the list are ordered by a drawing of lots that anyone can repeat: the same seed and the same tied players give the same draw on any machine. Without a stated seed, each tied group’s seed is made from the event (its name, its dates and the tied players’ numbers). `regula rank --simulate-lots` shows the draw before it is applied; the seed and the draw are in the audit.',
    source: 'FIDE C.07 art. 2.3 (drawing of lots as the last resort); FIDE verification checklist Q204–206',
    example: 'then lots seeded by "Open Championship 2026"',
    exampleFrom: SAMPLE('fide-2026-open'),
  },
  'after:play-off': {
    syntax: 'then play-off',
    meaning:
      'Players still tied after the list are decided by a play-off; until its results are entered they are shown as tied, pending the play-off. With a `play-off` article, only the places it names wait for it: any other tie the list leaves (outside those places, or a decided play-off’s losers when only first place was at stake) is shared, with a warning that says so.',
    source: 'FIDE C.07 art. 1 (play-offs)',
    example: 'then play-off',
    exampleFrom: SAMPLE('club-double-round-robin'),
  },
  'tiebreak-rounds': {
    syntax: 'based on rounds A-B only',
    meaning:
      'The criteria of the list are computed on those rounds alone, as an event of their own — each player’s results, opponents and the opponents’ scores in those rounds only — while points still rank first on every round (a club’s two nights with “a tie break based on the second night only”). `regula check` states this reading in a note.',
    source: 'Hamilton Chess Club, club blitz championship 2016',
    example: 'based on rounds 7-12 only',
    exampleFrom: SAMPLE('hamilton-club-blitz-2016'),
  },
  'after:manual': {
    syntax: 'then manual from column "HEADER"',
    meaning:
      'Players still tied after the list are ordered by values entered in a crosstable column (a play-off result, an arbiter’s decision).',
    source: 'FIDE C.07 art. 2.3',
    example: 'then manual from column "Play-off"',
    exampleFrom: WRITTEN_HERE,
  },
  'team-article': {
    syntax: 'team "NAME" by column "HEADER"',
    meaning:
      'A ranking of teams formed by the players who share a value in the column (a school, a club), with its score, tie-breaks and awards.',
    example: 'team "School" by column "School Code"',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'team-score': {
    syntax: 'event score = FORMULA | season score = FORMULA',
    meaning: 'What a team scores in one event (often the sum of its best N players) or over the season.',
    example: 'event score = sum of best 4 score',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'team-tiebreaks': {
    syntax: 'tie-breaks: CRITERION, CRITERION[ then …]',
    meaning: 'The order that separates teams with equal team scores.',
    example: 'tie-breaks: solkoff, cumulative, opposition cumulative',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'team-award': {
    syntax: 'award "NAME" to N [where CONDITION]',
    meaning: 'An award for the first N teams (those meeting the condition); awards are listed in their order of precedence.',
    example: 'award "Top teams under 900" to 3 where strength < 900',
    exampleFrom: WRITTEN_HERE,
  },
  'qualification-article': {
    syntax: 'qualification "NAME" [per section]',
    meaning:
      'How many players qualify (for a championship, a final) and who: banded tables by a formula such as the number of participants, limits, and who is skipped.',
    example: 'qualification "SSIT berths" per section',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'lookup-table:places': {
    syntax: 'places from FORMULA\n  BANDS…\n  ROW NUMBERS…',
    meaning: 'The number of qualifying places, read from a table: the band the formula’s value falls in, in the row of the section.',
    example:
      'places from participants\n        <20  20-39  40-59  60-79  80-99  100-119  120-139  140-159  >=160\n  K-3   4    5      6      7      8      9        10       10       10',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'lookup-table:adjust': {
    syntax: 'adjust from FORMULA\n  BANDS…\n  ROW ADJUSTMENTS…',
    meaning: 'Adds to or takes from the places the `places` table gave, by a second banded value (the field’s average rating, say).',
    example: 'adjust from average post-rating\n        -1     0          +1\n  K-3   <500   500-700    >700',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'at-least': {
    syntax: 'at least N',
    meaning: 'Never fewer qualifying places than N, whatever the tables give.',
    example: 'at least 3',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'at-most': {
    syntax: 'at most N',
    meaning: 'Never more qualifying places than N, whatever the tables give.',
    example: 'at most 10',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'qualification-category': {
    syntax: 'best N of CATEGORY  ·  for CATEGORY',
    meaning:
      'A qualification for one category only: `best 2 of category "U16"` — the best two U16 players of the final standings qualify, wherever they stand overall; `for category "U16"` — the places of the `places from` table, U16 players only. The category is a name of the `categories` article or conditions written in place (`best 1 of female`). Players of other categories are passed over; a player whose data cannot say (no birth date) is passed over with the reason in the audit.',
    example: 'best 2 of category "U16"',
    exampleFrom: WRITTEN_HERE,
  },
  'skip:already-qualified': {
    syntax: 'skip already qualified [from column "HEADER"]',
    meaning: 'Players who qualified earlier (marked in the column) do not take a place: the next player in the standings does.',
    example: 'skip already qualified from column "Qualified"',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'skip:playing-up': {
    syntax: 'skip playing up [from column "HEADER"]',
    meaning: 'Players playing in a higher section than their own (marked in the column) do not take a place here.',
    example: 'skip playing up',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'skip:withdrawn': {
    syntax: 'skip withdrawn',
    meaning: 'Players who withdrew do not take a qualifying place.',
    example: 'skip withdrawn',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'prizes-article': {
    syntax: 'prizes',
    meaning: 'The prize fund by place and by category, and how tied players share it.',
    example: 'prizes\n  place 1: 1000, place 2: 600, place 3: 400\n  tied players share by hort',
    exampleFrom: SAMPLE('hort-prize-money'),
  },
  'place-prize': {
    syntax: 'place N: AMOUNT [and "TROPHY"] | place N: "TROPHY"',
    meaning: 'The prize for a place in the final standings: money, a trophy or both.',
    example: 'place 1: 1000',
    exampleFrom: SAMPLE('hort-prize-money'),
  },
  'category-prize': {
    syntax: 'CATEGORY [place N]: AMOUNT',
    meaning:
      'A prize for the best player (or the Nth) of a category: rating under or over a figure or in a band, unrated, age or year of birth, sex, federation, title, a column’s value (`column "School" = "Home"`), several of these together (`female under 14`), or a category of the categories article (`category "U14"`).',
    example: 'rating under 1800: 150',
    exampleFrom: SAMPLE('hort-prize-money'),
  },
  'one-prize-per-player': {
    syntax: 'one prize per player',
    meaning: 'A player who could win several prizes receives one; the next player in line takes the others.',
    example: 'one prize per player',
    exampleFrom: SAMPLE('hort-prize-money'),
  },
  precedence: {
    syntax: 'higher value first | place prizes first',
    meaning: 'Which prize a player entitled to several receives: the more valuable one, or the place prize before any category prize.',
    example: 'higher value first',
    exampleFrom: SAMPLE('hort-prize-money'),
  },
  'sharing:equally': {
    syntax: 'tied players share equally',
    meaning: 'Players tied on points pool the prizes of the places they occupy and share them equally.',
    source: 'the Arbiters’ Manual, prize distribution',
    example: 'tied players share equally',
    exampleFrom: WRITTEN_HERE,
  },
  'sharing:hort': {
    syntax: 'tied players share by hort',
    meaning:
      'The Hort system: half of the pooled prizes of the tied players is shared equally, the other half goes by the tie-break order (three tied for 1000/600/400 receive 833.33, 633.33 and 533.33).',
    source: 'the Arbiters’ Manual, Vlastimil Hort prize splitting',
    example: 'tied players share by hort',
    exampleFrom: SAMPLE('hort-prize-money'),
  },
  'sharing:tie-break': {
    syntax: 'tied players ranked by tie-breaks',
    meaning: 'Prizes follow the final ranking after the tie-breaks: no money is pooled.',
    example: 'tied players ranked by tie-breaks',
    exampleFrom: WRITTEN_HERE,
  },
  'shared-title': {
    syntax: 'title "NAME" shared on points',
    meaning:
      'Two outcomes from one list: every eligible player on the top score holds the title (co-champions), while places, prizes and trophies follow the tie-break list. The prizes output lists the title holders beside the place prizes.',
    source:
      'US Chess practice: “For titles like State Champion … all tied players earn the title” while only one gets the tallest trophy (forum.uschess.org/t/titles-and-tie-breaks/2868)',
    example: 'title "State Champion" shared on points',
    exampleFrom: WRITTEN_HERE,
  },
  'round-to': {
    syntax: 'round to UNIT',
    meaning: 'Shared prize money is rounded to this unit (0.01 for cents).',
    example: 'round to 0.01',
    exampleFrom: SAMPLE('hort-prize-money'),
  },
  'categories-article': {
    syntax: 'categories',
    meaning:
      'Categories of players, each ranked on its own beside the standings (“best U14”: the members in the order of the final standings), and usable by name in prizes. A player whose data cannot decide a category (no birth date, no sex) is not in it; the run warns with their number.',
    example: 'categories',
    exampleFrom: SAMPLE('world-youth-2023'),
  },
  'ages-on': {
    syntax: 'ages on YYYY-MM-DD',
    meaning:
      'The date ages are counted at, for every age condition that states none. Without it, ages are counted at the event’s start date (TRF 042); the output says which date it used.',
    source: 'youth regulations count ages at a date, e.g. “must not have reached his/her 14th birthday before 1st January 2023”',
    example: 'ages on 2022-12-31',
    exampleFrom: SAMPLE('world-youth-2023'),
  },
  'category-definition': {
    syntax: '"NAME": CONDITION …',
    meaning: 'A category: the players for whom every condition holds (`female under 14`: female and under 14).',
    example: '"Girls U14": female under 14',
    exampleFrom: SAMPLE('world-youth-2023'),
  },
  'named-category': {
    syntax: 'category "NAME"',
    meaning: 'A category the categories article defines, by its name: a prize for it goes down that category’s list.',
    example: 'category "U14": "Trophy"',
    exampleFrom: SAMPLE('world-youth-2023'),
  },
  'age-under': {
    syntax: 'under N [on YYYY-MM-DD] | UN [on YYYY-MM-DD]',
    meaning:
      'Younger than N completed years at the date (or the categories article’s date, else the event’s start date). A birthday counts on its own date; a 29 February birthday is reached on 1 March in common years. A birth date known only by its year (“2014/00/00”) decides only when every day of that year gives the same answer.',
    example: '"U14": under 14',
    exampleFrom: SAMPLE('world-youth-2023'),
  },
  'age-at-least': {
    syntax: 'N and over [on YYYY-MM-DD]',
    meaning: 'N completed years or older at the date (seniors: `65 and over`).',
    example: '"Seniors": 65 and over',
    exampleFrom: WRITTEN_HERE,
  },
  born: {
    syntax: 'born YEAR [or later | or earlier]',
    meaning:
      'The year of birth: that year, that year or later, or that year or earlier. Reads only the year, so “2014/00/00” or “2014” decides.',
    example: '"U18": born 2005 or later',
    exampleFrom: SAMPLE('world-youth-2023'),
  },
  sex: {
    syntax: 'female | male',
    meaning:
      'The player’s sex as the crosstable gives it: TRF-16 player line column 10 (“w” or “f” female, “m” male) or a Sex column. A player with none is not in the category (never assumed).',
    example: '"Girls U16": female U16',
    exampleFrom: SAMPLE('world-youth-2023'),
  },
  federation: {
    syntax: 'federation "CODE"',
    meaning: 'The player’s federation: TRF-16 player line columns 54–56, or a FED column (case ignored).',
    example: '"Italians": federation "ITA"',
    exampleFrom: WRITTEN_HERE,
  },
  title: {
    syntax: 'title "TITLE"',
    meaning: 'The player’s title: TRF-16 player line columns 11–13 (GM, IM, WGM, …), or a Title column. No title is not this title.',
    example: '"WGM": title "WGM"',
    exampleFrom: WRITTEN_HERE,
  },
  'rating-band': {
    syntax: 'rating FROM-TO',
    meaning: 'A rating from FROM to TO, both included (`rating 1600-1799`); unrated players are in no rating band.',
    example: '"1600-1799": rating 1600-1799',
    exampleFrom: WRITTEN_HERE,
  },
  'column-exists': {
    syntax: 'column "HEADER" exists',
    meaning: 'Players whose cell in the column is filled (not empty, “no”, “0”, “false” or “-”): a club, a school, a membership mark.',
    example: '"Club members": column "Club" exists',
    exampleFrom: WRITTEN_HERE,
  },
  aggregate: {
    syntax: 'count | sum | average | min | max [of best N] VALUE of participants | over events [where CONDITION]',
    meaning: 'A value over a group: the participants of the section (or of a team), or the events of a season.',
    example: 'let AR = round(average post-rating of participants)',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  column: {
    syntax: '"HEADER"',
    meaning: 'The value of a crosstable column, by its header, for the participant the formula is about.',
    example: 'let grade = "Grade"',
    exampleFrom: WRITTEN_HERE,
  },
  'sections-article': {
    syntax: 'sections\n  "NAME", "NAME", …',
    meaning:
      'The event is played in several sections (grade sections, age groups, rating sections), each its own tournament: one regulation, one crosstable per section (a sheet of the workbook named after the section, rows of a CSV by their Section column, or one TRF file each), and standings and prizes per section. A section the regulation names and the input lacks, or one the input has and the regulation does not name, is an error. A per-section qualification table reads the row of the section’s name.',
    source: 'US Chess scholastic nationals (grade sections K–12), FIDE World Youth (age groups), US opens (rating sections)',
    example:
      'sections\n  "Open", "Under 2300/Unrated", "Under 2100", "Under 1900", "Under 1700"\n  "Under 1500", "Under 1300", "Under 1000/Unrated", "Unrated/Provisional"',
    exampleFrom: SAMPLE('chicago-open-2014'),
  },
  'section-scope': {
    syntax: 'tie-breaks for section "NAME" [, "NAME" …]\nprizes for section "NAME" [, "NAME" …]',
    meaning:
      'A tie-break list or prizes of the named sections only; every other section follows the list or prizes written without `for section`. A section has at most one list and one prize table of its own.',
    source: 'a prize fund per section, as the 23rd Chicago Open 2014 announces one',
    example: 'prizes for section "Open"\n  place 1: 10000, place 2: 5000, place 3: 2500',
    exampleFrom: SAMPLE('chicago-open-2014'),
  },
};

/** What each edition of the `rules` line means. */
export const EDITION_HELP: Readonly<Record<Edition, string>> = {
  'fide-2026':
    'FIDE C.07 as in force from 1 March 2026: a player’s own unplayed rounds meet a dummy opponent whose score is capped (16.4), opponents’ requested byes at the end count as draws (16.3); adds STD, TPN and RTNG; no Buchholz in round robins.',
  'fide-2024':
    'FIDE C.07 as revised in August 2024: the dummy opponent with the player’s own final score (16.4, no cap), opponents’ trailing requested byes as draws (16.3); GE is called REP.',
  'fide-2023':
    'FIDE C.07 as rewritten in 2023: acronyms, modifiers Cut/Median/Limit and art. 16 “Unplayed Rounds Management” with the dummy opponent.',
  'fide-2009':
    'FIDE’s 2009 Kallithea rule: an own unplayed round meets a virtual opponent with the player’s score before that round, who then draws every later round; opponents’ unplayed games count as draws.',
  'fide-pre-2009':
    'FIDE’s rule before 2009: an unplayed game counts as a draw against the player himself for direct encounter, Buchholz and Sonneborn-Berger; Koya and progressive score count the actual result.',
  'us-chess':
    'US Chess rule 34E: an opponent’s unplayed games count as draws (½) in the player’s tie-breaks, the player’s own unplayed games as an opponent with 0 (modified median, Solkoff, cumulative, opposition cumulative).',
  fmjd: 'FMJD (draughts), as the DrA program counts: results as they stand, a round without an opponent contributes 0; Solkoff and the other draughts tie-breaks.',
  none: 'No adjustment: scores as awarded, and an unplayed round contributes 0 to the opponent-based tie-breaks.',
};

/** Nodes that are parts of a statement the table explains (a line of entries, a value, a cell): the hover shows their statement. */
export const PARTS_OF_STATEMENTS = [
  'file',
  'string',
  'number',
  'word',
  'score-line',
  'unplayed-line',
  'withdrawal-line',
  'expelled-player',
  'ratings-line',
  'tiebreak-item',
  'criterion',
  'table-row',
  'cell-number',
  'cell-compare',
  'cell-range',
  'qualification-line',
  'prize-line',
  'play-off-line',
  'micro-matches-line',
  'micro-match-criterion',
  'knock-out-line',
  'sections-line',
  'rating-under',
  'rating-over',
  'unrated',
  'column-equals',
  'all-of',
  'name',
  'paren',
  'negate',
  'not',
  'binary',
  'call',
] as const;

type Variants =
  | `after:${AfterClause['rule']}`
  | `lookup-table:${LookupTableNode['table']}`
  | `skip:${Extract<QualificationEntry, { kind: 'skip' }>['what']}`
  | `sharing:${Extract<PrizeEntry, { kind: 'sharing' }>['rule']}`
  | `bonus:${BonusReading}`;
type Explained =
  Exclude<HelpKey, Variants> | 'after' | 'lookup-table' | 'skip' | 'sharing' | 'bonus' | (typeof PARTS_OF_STATEMENTS)[number];
type Unexplained = Exclude<NodeKind, Explained> | Exclude<Variants, HelpKey>;

/** Compiles only while every kind of node (and every variant) is explained above or named a part of a statement. */
export const EVERY_NODE_EXPLAINED: [Unexplained] extends [never] ? true : Unexplained = true;
