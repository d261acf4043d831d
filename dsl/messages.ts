import type { IToken } from 'chevrotain';

/*
 * Every message the regulation language prints, in one place (docs/architecture.md: one
 * message catalogue). A code is `dsl/<name>`; its severity is fixed here. Messages
 * quote what the user wrote and say what was expected.
 */

/** A note says how the file was read where its words could be read otherwise; it needs no change. */
export type Severity = 'error' | 'warning' | 'note';

/** Quoted as written; a runaway text (a line of thousands of words) shows its start only. */
export const q = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`;
const didYouMean = (suggestion: string | undefined) => (suggestion ? ` (did you mean ${q(suggestion)}?)` : '');
const list = (items: readonly string[]) => items.join(', ');

export const MESSAGES = {
  // ---------------------------------------------------------------- syntax
  'unexpected-character': {
    severity: 'error',
    fix: 'Delete the character, or put the text inside double quotes; a comment starts with #.',
    text: (p: { text: string }) => `Unexpected character ${q(p.text)}`,
  },
  'too-many-errors': {
    severity: 'error',
    fix: 'Correct the first errors (one early mistake often causes the rest), then check the file again.',
    text: (p: { count: number }) => `More than ${p.count} syntax errors: reading stopped here; fix the first ones and check again`,
  },
  'too-large': {
    severity: 'error',
    fix: 'Check that you gave the regulation file itself; if so, shorten it below the limit (real regulations are a few KB).',
    text: (p: { size: number; limit: number }) =>
      `This file is ${p.size} KB: a regulation may be at most ${p.limit} KB (real regulations are a few KB); it is not read`,
  },
  'unterminated-string': {
    severity: 'error',
    fix: 'Add the closing double quote on the same line: a string cannot run on to the next line.',
    text: (_: Record<string, never>) => 'This string has no closing double quote',
  },
  /** Parser errors: the text is built by parserMessages below. */
  'unexpected-token': {
    severity: 'error',
    fix: 'Write what the message says is expected at that place; the language reference shows every statement of each article.',
    text: (p: { message: string }) => p.message,
  },
  'unknown-line': {
    severity: 'error',
    fix: 'Rewrite the line as one of the statements the message lists, or move it under the article it belongs to.',
    text: (p: { found: string; where: string; expected: string; suggestion?: string | undefined }) =>
      `Unexpected ${p.found} ${p.where}: expected ${p.expected}${didYouMean(p.suggestion)}`,
  },
  'unknown-article': {
    severity: 'error',
    fix: 'Correct the article name at the start of the line; the lines under it are read once it is an article the language knows.',
    text: (p: { text: string; suggestion: string }) =>
      `"${p.text}" is not an article (did you mean "${p.suggestion}"?): the lines under it are not read until it is one`,
  },
  'operator-needs-spaces': {
    severity: 'error',
    fix: 'Put spaces around the operator, e.g. `score / rounds` instead of `score/rounds`.',
    text: (p: { text: string }) => `${q(p.text)} is read as one name: put spaces around the operator (e.g. "score / rounds")`,
  },
  'format-unsafe': {
    severity: 'error',
    fix: 'Nothing to change: the file is left as it was. Please report it so the formatter can be fixed.',
    text: (_: Record<string, never>) =>
      'The formatter could not keep the meaning of this file, so it left it as it was (please report this file)',
  },
  'bad-number': {
    severity: 'error',
    fix: 'Write a number such as 3, 0.5, 1/2 or 2½ (for `round to`, a unit above zero such as 0.01).',
    text: (p: { text: string; expected: string }) => `${q(p.text)} is not ${p.expected}`,
  },

  // ---------------------------------------------------------------- file and articles
  'missing-regulation': {
    severity: 'error',
    fix: 'Start the file with its name: `regulation "NAME"`, optionally followed by `version "…"`.',
    text: (_: Record<string, never>) => 'A regulation file starts with its name: regulation "NAME" [version "…"]',
  },
  'duplicate-article': {
    severity: 'error',
    fix: 'Merge the two articles into one, or delete the one you do not mean.',
    text: (p: { article: string; line: number }) => `The ${p.article} article is already given on line ${p.line}`,
  },
  'duplicate-name': {
    severity: 'error',
    fix: 'Give each article its own name, or merge the two into one.',
    text: (p: { article: string; name: string; line: number }) => `${p.article} ${q(p.name)} is already defined on line ${p.line}`,
  },
  'empty-article': {
    severity: 'warning',
    fix: "Add the article's statements under its header, or delete the header.",
    text: (p: { article: string }) => `The ${p.article} article says nothing`,
  },
  'unknown-edition': {
    severity: 'error',
    fix: 'Write one of the editions the message lists, e.g. `rules fide-2026`.',
    text: (p: { text: string; suggestion?: string | undefined; editions: readonly string[] }) =>
      `Unknown rules edition ${q(p.text)}${didYouMean(p.suggestion)}; editions: ${list(p.editions)}`,
  },
  'unknown-preset': {
    severity: 'error',
    fix: 'Write one of the presets the message lists, or state the points: `win 1, draw 1/2, loss 0`.',
    text: (p: { text: string; suggestion?: string | undefined; presets: readonly string[] }) =>
      `Unknown point system ${q(p.text)}${didYouMean(p.suggestion)}; presets: ${list(p.presets)}`,
  },
  'empty-string': {
    severity: 'error',
    fix: 'Write the name between the quotes, or delete the statement.',
    text: (_: Record<string, never>) => 'An empty string names nothing: write the name between the quotes',
  },
  'duplicate-entry': {
    severity: 'error',
    fix: 'Keep one of the two: delete the repeated entry, or correct it if you meant something else.',
    text: (p: { what: string; line: number }) => `${p.what} is already given on line ${p.line}`,
  },

  // ---------------------------------------------------------------- criteria
  'unknown-criterion': {
    severity: 'error',
    fix: 'Correct the spelling (the message suggests the nearest name); the criteria table lists every acronym and long name.',
    text: (p: { text: string; suggestion?: string | undefined }) => `Unknown tie-break ${q(p.text)}${didYouMean(p.suggestion)}`,
  },
  'ambiguous-criterion-name': {
    severity: 'error',
    fix: 'Write the name of the criterion the regulation means; the message lists each reading and how to write it.',
    text: (p: { text: string; choices: readonly string[]; why: string }) => `${q(p.text)} ${p.why}: write ${p.choices.join(', or ')}`,
  },
  'name-needs-rules': {
    severity: 'error',
    fix: 'Write the name of the criterion the regulation defines, from the list in the message; if the event follows the rules that give the word its meaning, say so on the rules line.',
    text: (p: { text: string; rules: string; choices: readonly string[] }) =>
      `${q(p.text)} names different criteria in different rulebooks, and ${p.rules} give it no meaning of their own: write ${p.choices.join(', or ')}`,
  },
  'undefined-criterion-name': {
    severity: 'error',
    fix: 'Write the criterion the regulation’s own definition describes (the criteria table lists every one Regula has); if the regulation defines none, ask its authors what they mean.',
    text: (p: { text: string; why: string }) => `${q(p.text)} is not a criterion Regula can rank by: ${p.why}`,
  },
  'stated-reading': {
    severity: 'note',
    fix: 'Nothing to do if this is what the regulation means; otherwise write the name the note gives for the other meaning.',
    text: (p: { text: string; reading: string }) => `${q(p.text)} is ${p.reading}`,
  },
  'modifier-in-name': {
    severity: 'error',
    fix: 'Write the name alone (it carries its modifier), or the criterion’s own name with the modifier the regulation states (e.g. `extended sonneborn-berger match game cut 2`).',
    text: (p: { text: string; name: string; means: string }) =>
      `${q(p.text)} changes what ${q(p.name)} already says (it means ${p.means}): write ${q(p.name)} alone, or the criterion's own name with the modifier the regulation states`,
  },
  'manual-needs-column': {
    severity: 'error',
    fix: 'Write `manual from column "…"` with the header of the crosstable column that holds the values.',
    text: (p: { text: string }) => `${q(p.text)} reads its values from a column: write manual from column "…"`,
  },
  'unknown-modifier': {
    severity: 'error',
    fix: 'Correct or remove the modifier; the modifier table lists the letters and words each criterion takes.',
    text: (p: { text: string; criterion: string; suggestion?: string | undefined }) =>
      `Unknown modifier ${q(p.text)} for ${p.criterion}${didYouMean(p.suggestion)}`,
  },
  'modifier-not-allowed': {
    severity: 'error',
    fix: 'Use one of the modifiers the message lists for this criterion, or remove it.',
    text: (p: { text: string; criterion: string; allowed: string }) =>
      `Modifier ${q(p.text)} is not allowed for ${p.criterion} (allowed: ${p.allowed})`,
  },
  'cut-and-median': {
    severity: 'error',
    fix: 'Keep either the cut (e.g. `C1`) or the median (e.g. `M1`), not both.',
    text: (p: { text: string }) => `${q(p.text)}: Cut and Median cannot be combined`,
  },
  'progressive-and-median': {
    severity: 'error',
    fix: 'Keep `progressive cuts` (C+: the criterion, then cut 1, cut 2, … while tied), start them from a cut (`cut 1 progressive cuts`, C1+: cut 1, then cut 2, …), or keep the median alone (`median 1`, M1).',
    text: (p: { text: string }) => `${q(p.text)}: progressive cuts cut one value more each time; a Median beside them cannot apply`,
  },
  'ambiguous-koya-limit': {
    severity: 'error',
    fix: 'Write `L+1` for half-point steps above 50 %, or `L60%` for a share of the maximum score.',
    text: (p: { text: string; n: string }) =>
      `${q(p.text)} is ambiguous: write L+${p.n} for ${p.n} half-point step(s) above 50 % or L${p.n}% for a limit of ${p.n} % of the maximum`,
  },
  'unknown-version': {
    severity: 'error',
    fix: 'Write `V2024`, `V2026` or `@2009`, or remove it so that the criterion follows the rules line.',
    text: (p: { text: string }) => `Unknown rules version ${q(p.text)} (write V2024 or V2026, or @2009)`,
  },
  'reference-score': {
    severity: 'error',
    fix: 'Write `:MP` (match points) or `:GP` (game points) after the criterion, e.g. `BH:MP/C1`.',
    text: (p: { text: string }) => `Reference score ${q(p.text)} is not :MP or :GP`,
  },
  'team-criterion-in-individual-event': {
    severity: 'error',
    fix: 'For a team event, write `team` on the rules line (`rules fide-2026 team swiss`); for an individual event, remove the criterion.',
    text: (p: { text: string }) =>
      `${q(p.text)} ranks the teams of a team event (C.07 arts. 11–13); this regulation is for an individual event: write "team" on the rules line ("rules fide-2026 team swiss")`,
  },
  'player-criterion-in-team-event': {
    severity: 'error',
    fix: 'Replace it with a team criterion or a criterion on a team score (e.g. `BH:MP/C1`); if the event is individual, remove `team` from the rules line.',
    text: (p: { text: string; allowed: string }) =>
      `${q(p.text)} ranks players; a team event is ranked by the team criteria, the board criteria BC, TBR, BBE and, on a reference score (C.07 13: ":MP", ":GP"), ${p.allowed}`,
  },
  'reference-score-not-allowed': {
    severity: 'error',
    fix: 'Remove `:MP` or `:GP` from this criterion; only the criteria the message lists take a team score.',
    text: (p: { text: string; allowed: string }) => `${q(p.text)} takes no reference score; ":MP" and ":GP" go with ${p.allowed} (C.07 13)`,
  },
  'board-prizes-in-individual-event': {
    severity: 'error',
    fix: 'Board prizes rank the players of a team event by board: write `team` on the rules line (`rules fide-2026 team swiss`), or remove the article.',
    text: (_p: Record<string, never>) => 'Board prizes are for a team event: write "team" on the rules line ("rules fide-2026 team swiss")',
  },
  'board-prizes-no-measure': {
    severity: 'error',
    fix: 'Add `by performance rating` (ECU B.7, the Chess Olympiad) or `by percentage` (the traditional board prize), as the regulation says.',
    text: (_p: Record<string, never>) => 'The board prizes do not say what ranks a board: "by performance rating" or "by percentage"',
  },
  'board-prizes-which-board': {
    severity: 'error',
    fix: 'Add `games count on the registered board` or `games count on the board played`, whichever the regulation means; if it is silent, ask the organiser.',
    text: (_p: Record<string, never>) =>
      'The board prizes do not say which board a game counts for, and "on their respective boards" is read two ways: "games count on the registered board" (every game of a player for the board of the team list, wherever it was played; reserves on a list of their own — ASTC 2024: "any games on higher boards count towards their assigned board") or "games count on the board played" (each game for the board it was played on: a player on as many lists as boards played)',
  },
  'board-prizes-rating-cap': {
    severity: 'error',
    fix: 'Add `rating difference cap 400` (ECU B.7.1.1: "maximum rating difference … 400 points") or `no rating difference cap` (the 2012 Olympiad: "will not use the 400 point rule").',
    text: (_p: Record<string, never>) =>
      'A performance rating for board prizes is computed two ways: with an opponent counted at most 400 points from the player ("rating difference cap 400", ECU B.7.1.1) or without ("no rating difference cap", the 2012 Olympiad): say which',
  },
  'board-prizes-reading': {
    severity: 'note',
    fix: 'Nothing to do if this is what the regulation means. If it counts games won by default, or a performance of another formula, the language has no such reading yet: say so to the organiser.',
    text: (p: { by: string }) =>
      `Each board's players are ranked by the ${p.by} of the games they played over the board (a game won or lost by default, a bye or an empty board is no game; C.07 10.2's performance rating: the opponents' average rating plus dp of the percentage, on rated opponents); a player with fewer games than the minimum is listed unranked; players level on every stated key share the place`,
  },
  'play-off-two-player-stage': {
    severity: 'note',
    fix: 'Nothing to do if this is what the regulation means. Otherwise give a format for more than two (`if more than 2 players:`), a knock-out (`more than 2 players: knock-out`) or `at most 2 players`.',
    text: (p: { stage: string; what: string }) =>
      `Stage ${p.stage} is ${p.what}, played by two players: in a play-off of more than two, two still level when it is reached play it, and three or more still level are ordered by the tie-break list`,
  },
  'grade-scaling-grades': {
    severity: 'error',
    fix: 'Write the number of grades the tournament is played in, 2 or more: `if 3 grades: scaled 1, 2/3, 1/3`.',
    text: (p: { text: string }) => `${p.text} grades need no scaling: a scaling is for a tournament of 2 grades or more`,
  },
  'grade-scaling-count': {
    severity: 'error',
    fix: 'Give one factor per grade, the top grade first: `if 3 grades: scaled 1, 2/3, 1/3`.',
    text: (p: { grades: number; factors: number }) => `${p.grades} grades need ${p.grades} factors, one per grade; found ${p.factors}`,
  },
  'grade-scaling-factor': {
    severity: 'error',
    fix: 'Write each factor as more than 0 and at most 1, the top grade’s first and none above the one before (`scaled 1, 2/3, 1/3`).',
    text: (p: { text: string }) =>
      `${p.text} is not a grade's factor: each is more than 0 and at most 1, and a lower grade's is not above a higher one's`,
  },
  'grade-scaling-reading': {
    severity: 'note',
    fix: 'Nothing to do if this is what the regulation means. If each grade keeps its own ranking, leave the line out.',
    text: (p: { grades: number }) =>
      `In a tournament of ${p.grades} grades, each player's score is multiplied by their grade's factor (the grades in the order of the event's sections, the top grade first), the scaled scores ranked as one, and the grand-prix points given by those places`,
  },
  'round-scoring-in-team-event': {
    severity: 'error',
    fix: 'Score the team event by one point system (remove `rounds A-B:`), or rank an individual event.',
    text: (_p: Record<string, never>) =>
      'A scoring by rounds ("rounds 1-9: …") is for an individual event; a team event is scored by one point system',
  },
  'round-scoring-order': {
    severity: 'error',
    fix: 'Write the first round, then the last: `rounds 1-9:`.',
    text: (p: { text: string }) => `"rounds ${p.text}": the rounds run from the first to the last, from round 1`,
  },
  'round-scoring-overlap': {
    severity: 'error',
    fix: 'Give each round one scoring: `rounds 1-9:` and `rounds 10-27:`.',
    text: (p: { text: string; other: string }) => `Rounds ${p.text} overlap rounds ${p.other}, scored already: a round has one scoring`,
  },
  'round-scoring-unstated-kind': {
    severity: 'note',
    fix: 'Write the value on the rounds line too (`rounds 1-9: win 2, draw 1, loss 0, half-point bye 1`) to score it so there.',
    text: (p: { rounds: string; kind: string; value: string }) =>
      `Rounds ${p.rounds} score a ${p.kind} by their own win and draw (C.04.1), not the ${p.value} the article states for its other rounds`,
  },
  'two-scorings-reading': {
    severity: 'note',
    fix: 'Nothing to do if this is the regulation; docs/language.md "Two scorings in one event" says what each criterion reads.',
    text: (_p: Record<string, never>) =>
      "The rounds are scored by more than one point system: every criterion sums each round's points in that round's scoring (opponents' scores, progressive scores, encounters), a round counted as a draw counts that round's draw, and rating criteria and STD read each game 1-½-0",
  },
  'criterion-two-scorings': {
    severity: 'error',
    fix: 'Replace it by a criterion defined round by round (SB, BH, DE, WIN, PS …), or score every round alike.',
    text: (p: { criterion: string; meanings: readonly string[] }) =>
      `${p.criterion} reads one point value for the whole event, and the rounds are scored by more than one point system: it could mean ${p.meanings.map((m) => `"${m}"`).join(' or ')}`,
  },
  'team-minimum-in-individual-event': {
    severity: 'error',
    fix: 'For a team event, write `team` on the rules line (`rules fide-2026 team swiss`); for an individual event, remove the line.',
    text: (_p: Record<string, never>) =>
      `"fewer than N players: match lost by forfeit" is for a team event: write "team" on the rules line ("rules fide-2026 team swiss")`,
  },
  'team-minimum-reading': {
    severity: 'note',
    fix: 'Nothing to do if this is what the regulation means. If it counts a player who lost by default as fielded, or keeps the boards’ game points of a short team, the language has no such reading yet: say so to the organiser.',
    text: (p: { players: number }) =>
      `A team with fewer than ${p.players} players in a match loses it by forfeit: a forfeited match's match and game points (every board to the opponent) replace the boards' result, and both teams lose by forfeit when both are short; a player counts who played the game or won it by default (a board lost by forfeit is not fielded); the games stand for the players`,
  },
  'team-ranking-in-individual-event': {
    severity: 'error',
    fix: 'For a team event, write `team` on the rules line (`rules fide-2026 team swiss`); for an individual event, remove the `ranked by … points` line.',
    text: (_p: Record<string, never>) =>
      `"ranked by … points" is for a team event (C.07 13.1): write "team" on the rules line ("rules fide-2026 team swiss")`,
  },
  'not-in-edition': {
    severity: 'error',
    fix: 'Choose an edition that defines it on the rules line, give the criterion its own (e.g. `BH@2009`), or use a criterion of this edition.',
    text: (p: { criterion: string; edition: string; editions: string }) =>
      `${p.criterion} is not defined under ${p.edition} (defined under ${p.editions})`,
  },
  'team-criterion-edition': {
    severity: 'error',
    fix: 'Write the edition it follows beside it, e.g. `EMGSB@2023` (the 2023 rules then count its unplayed matches, C.07 16.3 and 16.4, and the standings say when), or state fide-2023 or later on the rules line.',
    text: (p: { criterion: string; edition: string; code: string }) =>
      `${p.criterion} is a team criterion of C.07 arts. 11–13, defined from the 2023 rules; ${p.edition} has no team criteria, nor a rule for a team’s unplayed matches in them (write ${p.code}@2023 to compute it under the 2023 rules)`,
  },
  'not-allowed-in-round-robin': {
    severity: 'warning',
    fix: "Remove it from a round robin's list; if the event is a Swiss, say so on the rules line (`rules fide-2026 swiss`).",
    text: (p: { criterion: string; edition: string }) => `${p.criterion} is not used in round robins under ${p.edition} (C.07 art. 8)`,
  },
  'round-robin-only': {
    severity: 'warning',
    fix: "Remove it from a Swiss's list, or correct the rules line if the event is a round robin (`rules fide-2026 round robin`).",
    text: (p: { criterion: string; source: string; line: number }) =>
      `${p.criterion} is defined for round robins (${p.source}), but line ${p.line} says this is a Swiss`,
  },
  'duplicate-criterion': {
    severity: 'warning',
    fix: 'Remove the repeated line, or correct it if you meant another criterion or modifier.',
    text: (p: { text: string; line: number }) => `${q(p.text)} repeats line ${p.line}: it can never separate anyone`,
  },
  'points-in-list': {
    severity: 'warning',
    fix: 'Remove the line: points always rank first.',
    text: (p: { text: string }) => `${q(p.text)} is not needed: points always rank first, before the tie-breaks`,
  },
  'team-sonneborn-berger': {
    severity: 'error',
    fix: "Write `SB:MP` for the Sonneborn-Berger of C.07 13, or `olympiad sonneborn-berger` for the Olympiad's (the opponent lowest in match points left out).",
    text: (p: { text: string }) =>
      `${q(p.text)} in a team event means two things: the Sonneborn-Berger of C.07 13 on match points (write "SB:MP") or the Olympiad's, opponents' match points × own game points (write "olympiad sonneborn-berger", EMGSB/C1: the Olympiad leaves out the opponent with the fewest match points); say which: nothing is ranked on a guess`,
  },
  'match-criterion-in-list': {
    severity: 'error',
    fix: 'Move it to a `match tie-breaks` article.',
    text: (p: { text: string }) =>
      `${q(p.text)} decides a drawn team match from its board results (C.07 art. 12): put it under "match tie-breaks"`,
  },
  'not-a-match-criterion': {
    severity: 'error',
    fix: 'Use one of the match tie-breaks the message lists (e.g. `board count of wins`), or move the criterion to `tie-breaks`.',
    text: (p: { text: string; match: string }) =>
      `${q(p.text)} ranks players in a crosstable and cannot decide a drawn team match; match tie-breaks: ${p.match}`,
  },
  'tiebreak-rounds-twice': {
    severity: 'error',
    fix: 'Keep one `based on rounds A-B only` line and delete the other.',
    text: (p: { line: number }) => `The rounds the tie-breaks are computed on are already said on line ${p.line}`,
  },
  'tiebreak-rounds-in-match-list': {
    severity: 'error',
    fix: "Delete the line: match tie-breaks decide one match from its boards. Put it in the `tie-breaks` article if the players' list is meant.",
    text: (_: Record<string, never>) => 'Match tie-breaks decide one match from its boards: they are not computed on rounds',
  },
  'tiebreak-rounds-range': {
    severity: 'error',
    fix: 'Write the first and the last round of the part the regulation names, the first not after the last: `based on rounds 7-12 only`.',
    text: (p: { text: string }) => `Rounds ${p.text} are not a range of rounds: the first must be 1 or more and not after the last`,
  },
  'tiebreak-rounds-reading': {
    severity: 'note',
    fix: "Nothing to do if this is what the regulation means. If the opponents' scores of the whole event are meant, the language has no such reading yet: say so to the organiser.",
    text: (p: { from: number; to: number }) =>
      `The tie-breaks are computed on rounds ${p.from}–${p.to} alone, as an event of their own: each player's results, opponents and the opponents' scores in those rounds only; points still rank first on every round`,
  },
  'after-twice': {
    severity: 'error',
    fix: 'Keep one `then …` line and delete the other.',
    text: (p: { line: number }) => `What happens after the list is already said on line ${p.line}`,
  },
  'item-after-then': {
    severity: 'error',
    fix: 'Move the criterion above the `then …` line.',
    text: (_: Record<string, never>) => 'Criteria come before the "then …" line',
  },
  'item-numbering': {
    severity: 'warning',
    fix: 'Number the items 1, 2, 3 … in the order they are written.',
    text: (p: { found: string; expected: number }) => `Item numbered ${p.found}, expected ${p.expected}`,
  },

  'option-not-in-edition': {
    severity: 'warning',
    fix: 'Remove the option, or change the rules line to an edition the message lists.',
    text: (p: { option: string; edition: string; editions: string }) =>
      `${p.option} has no effect under ${p.edition} (it exists under ${p.editions})`,
  },

  // ---------------------------------------------------------------- formulas
  'unknown-function': {
    severity: 'error',
    fix: 'Correct the function name; the functions are round, floor, ceil, abs, min, max and clamp.',
    text: (p: { name: string; suggestion?: string | undefined; functions: readonly string[] }) =>
      `Unknown function ${q(p.name)}${didYouMean(p.suggestion)}; functions: ${list(p.functions)}`,
  },
  'undefined-name': {
    severity: 'error',
    fix: 'Define it with `let NAME = …` on an earlier line of the article, quote a column header ("School Code"), or correct the spelling.',
    text: (p: { name: string; suggestion?: string | undefined; hint?: string | undefined }) =>
      `Unknown name ${q(p.name)}${didYouMean(p.suggestion)}${p.hint ? `; ${p.hint}` : ''}`,
  },
  'redefined-name': {
    severity: 'error',
    fix: 'Give the new value a name of its own; built-in names such as `score` and `rounds` cannot be redefined.',
    text: (p: { name: string; line?: number }) =>
      p.line === undefined
        ? `${q(p.name)} is a built-in name and cannot be redefined`
        : `${q(p.name)} is already defined on line ${p.line}`,
  },
  'division-by-zero': {
    severity: 'error',
    fix: 'Make the divisor never zero, e.g. `score / max(games-played, 1)`, or leave those players out with a `where` clause.',
    text: (p: { text: string }) => `Division by ${q(p.text)}, which can be zero (use max(…, 1) or a where clause)`,
  },
  'wrong-arity': {
    severity: 'error',
    fix: 'Give the function the number of arguments the message says, e.g. `round(x, 2)` or `clamp(x, lo, hi)`.',
    text: (p: { name: string; expected: string; found: number }) => `${p.name} takes ${p.expected}, found ${p.found}`,
  },
  'unknown-rounding-mode': {
    severity: 'error',
    fix: 'Write one of the modes the message lists, e.g. `rounding half-even`.',
    text: (p: { text: string; suggestion?: string | undefined; modes: readonly string[] }) =>
      `Unknown rounding ${q(p.text)}${didYouMean(p.suggestion)}; modes: ${list(p.modes)}`,
  },
  'no-grand-prix': {
    severity: 'error',
    fix: 'Add a `grand-prix "NAME"` article with its `points = …` line, or use another value instead of `grand-prix`.',
    text: (_: Record<string, never>) => '"grand-prix" means the points of this file’s grand-prix article, but the file has none',
  },
  'ambiguous-grand-prix': {
    severity: 'error',
    fix: 'Keep one grand-prix article in the file, and put each other one in a file of its own.',
    text: (p: { count: number; lines: string }) =>
      `"grand-prix" is ambiguous: the file has ${p.count} grand-prix articles (lines ${p.lines}); keep one per file`,
  },
  'missing-team-score': {
    severity: 'error',
    fix: 'Add `event score = …` or `season score = …` to the team article, e.g. `event score = sum of best 4 score`.',
    text: (p: { name: string }) => `Team ${q(p.name)} has neither "event score = …" nor "season score = …"`,
  },
  'missing-points': {
    severity: 'error',
    fix: 'Add a `points = …` line to the grand-prix article, e.g. `points = score * 10`, or a table: `points by place 10, 8, 6, 5, 4, 3, 2, 1`.',
    text: (p: { name: string }) => `Grand prix ${q(p.name)} has no "points = …" formula and no "points by place …" table`,
  },
  'points-formula-and-table': {
    severity: 'error',
    fix: 'Keep one: the formula (`points = …`) or the table by place (`points by place …`).',
    text: (p: { line: number }) =>
      `The points are already given on line ${p.line}: a grand prix has a points formula or a table by place, not both`,
  },
  'sharing-without-table': {
    severity: 'error',
    fix: 'Add a table (`points by place 10, 8, 6, …`), or delete the line: a points formula gives tied players equal points by itself under `no tie-breaks`.',
    text: (_: Record<string, never>) =>
      '"shared places …" says how shared places score in a table by place, and this grand prix has no "points by place …"',
  },
  'sharing-unstated': {
    severity: 'error',
    fix: 'Say what the regulation says: `shared places averaged` (tied for 2nd–3rd: (8 + 6) / 2 = 7 each) or `shared places take the higher` (10 each for 1st–2nd).',
    text: (_: Record<string, never>) =>
      'Under "no tie-breaks" players on equal points share places, and the article does not say how shared places score',
  },
  'grand-prix-ties-unstated': {
    severity: 'error',
    fix: 'Write what the regulation says: `tied players share the points` (FIDE Women’s Grand Prix: “shared evenly”) or `points by final place` (after the tie-breaks and play-off; Grand Chess Tour 2015: “final standing”).',
    text: (p: { name: string; what: string }) =>
      `Grand prix ${q(p.name)} does not say how players tied on points score, and the file has ${p.what}: are the points of their places shared equally, or given by the final places after the tie-breaks and play-off?`,
  },
  'grand-prix-ties-twice': {
    severity: 'error',
    fix: 'Keep the one the regulation says: `tied players share the points`, `points by final place` or `no tie-breaks`.',
    text: (p: { first: string; second: string; line: number }) =>
      `${q(p.second)} contradicts ${q(p.first)} on line ${p.line}: a grand prix gives tied players their points one way`,
  },
  'share-and-higher': {
    severity: 'error',
    fix: 'Keep `tied players share the points` (the places’ points divided equally) or `no tie-breaks` with `shared places take the higher` (each the highest place’s points), as the regulation says.',
    text: (p: { line: number }) =>
      `"shared places take the higher" gives each tied player the highest place's points; "tied players share the points" on line ${p.line} divides them equally`,
  },
  'bonus-clear-final': {
    severity: 'error',
    fix: 'Write `bonus N to clear first` (alone on points, won outright) or `bonus N to first in the final standings` (after the tie-breaks and play-off), as the regulation says.',
    text: (_: Record<string, never>) =>
      'A clear place is won alone on points, without a tie-break or play-off; "in the final standings" is the place after them: a bonus reads one',
  },
  'not-positive': {
    severity: 'error',
    fix: 'Write a whole number at least as large as the message says.',
    text: (p: { text: string; what: string; least: number }) => `${p.what} must be at least ${p.least}, found ${q(p.text)}`,
  },
  'long-event-days': {
    severity: 'error',
    fix: 'Write `event over 30 days`: the 30 days are FIDE’s (the verification checklist Q210, the Title Regulations 1.1.4).',
    text: (p: { text: string; days: number }) =>
      `An event is long when it lasts more than ${p.days} days (FIDE checklist Q210), found ${q(p.text)} days`,
  },
  'not-whole': {
    severity: 'error',
    fix: 'Write a whole number here, e.g. 3.',
    text: (p: { text: string; what: string }) => `${p.what} must be a whole number, found ${q(p.text)}`,
  },
  'bad-domain': {
    severity: 'error',
    fix: 'Use what the message allows: participants in a grand prix or qualification, members or events in a team article.',
    text: (p: { domain: string; where: string; allowed: string }) => `${q(p.domain)} cannot be used ${p.where} (use ${p.allowed})`,
  },
  'not-a-condition': {
    severity: 'error',
    fix: 'Compare the value to make a condition, e.g. `score > 0`.',
    text: (p: { text: string }) => `${q(p.text)} is a number, not a condition (compare it: "… > 0")`,
  },
  'not-a-number': {
    severity: 'error',
    fix: 'Use a value here, not a comparison; comparisons belong in `where` clauses and conditions.',
    text: (p: { text: string }) => `${q(p.text)} is a comparison (true or false), not a number`,
  },

  // ---------------------------------------------------------------- qualification tables
  'band-gap': {
    severity: 'error',
    fix: 'Change the bands so that each starts where the one before ends, e.g. `20-39` then `40-59`.',
    text: (p: { first: string; second: string; gap: string }) => `Bands ${q(p.first)} and ${q(p.second)} leave ${p.gap} uncovered`,
  },
  'band-overlap': {
    severity: 'error',
    fix: 'Change the bands so that no value falls in two of them, e.g. `20-39` then `40-59`.',
    text: (p: { first: string; second: string; overlap: string }) => `Bands ${q(p.first)} and ${q(p.second)} both cover ${p.overlap}`,
  },
  'empty-band': {
    severity: 'error',
    fix: 'Write the band with its low end first, e.g. `20-39`.',
    text: (p: { text: string }) => `Band ${q(p.text)} is empty (the low end is above the high end)`,
  },
  'table-shape': {
    severity: 'error',
    fix: 'Give the row one value for each column of the header, or correct the header.',
    text: (p: { label: string; found: number; expected: number }) =>
      `Row ${q(p.label)} has ${p.found} value(s), the header has ${p.expected}`,
  },
  'table-cell': {
    severity: 'error',
    fix: 'Write a number in this cell, e.g. 4 or -1.',
    text: (p: { text: string; expected: string }) => `${q(p.text)}: expected ${p.expected} here`,
  },
  'missing-places': {
    severity: 'error',
    fix: 'Add a `places from …` table to the qualification article, e.g. `places from participants` with its bands and rows, or say `best N of category "…"` (the best N of a category qualify).',
    text: (p: { name: string }) => `Qualification ${q(p.name)} has no "places from …" table and no "best N of …"`,
  },
  'row-not-in-places': {
    severity: 'error',
    fix: 'Name the row as in the places table, or add the row to the places table too.',
    text: (p: { label: string; line: number }) => `Row ${q(p.label)} is not a row of the places table (line ${p.line})`,
  },
  'rows-missing': {
    severity: 'error',
    fix: 'Add a row for each section the message lists, so that every row of the places table has one here.',
    text: (p: { labels: string; line: number }) => `This table has no row for ${p.labels} of the places table (line ${p.line})`,
  },
  'qualification-places-twice': {
    severity: 'error',
    fix: 'Keep one: the `places from …` table (and write `for category "…"` to limit it to a category), or `best N of category "…"`.',
    text: (p: { name: string }) => `Qualification ${q(p.name)} says twice how many qualify: a "places from …" table and "best N of …"`,
  },
  'clamp-order': {
    severity: 'error',
    fix: 'Make `at least` no more than `at most`, e.g. `at least 3, at most 10`.',
    text: (p: { least: string; most: string }) => `"at least ${p.least}" is above "at most ${p.most}"`,
  },

  // ---------------------------------------------------------------- withdrawals, prizes
  'pab-not-withdrawal': {
    severity: 'error',
    fix: 'Name a bye that is requested instead, e.g. `zero-point bye in round 5 means withdrawn`, or remove the line.',
    text: (_: Record<string, never>) => 'A pairing-allocated bye is given, not requested, so it cannot mean a withdrawal',
  },
  'bad-threshold': {
    severity: 'error',
    fix: 'Write a share above 0 and at most 100 %, e.g. `fewer than 50% of the games played` or `fewer than half of the games played`.',
    text: (p: { text: string }) => `${q(p.text)}: a share of the games is between 0 and 100 %`,
  },
  'withdrawal-not-round-robin': {
    severity: 'error',
    fix: 'Remove the rule for a Swiss, or correct the rules line if the event is a round robin (`rules fide-2026 round robin`).',
    text: (p: { line: number }) => `This withdrawal rule is for round robins, but line ${p.line} says the event is a Swiss`,
  },
  'cycle-not-double': {
    severity: 'error',
    fix: 'Write `per event` for a single round robin, or correct the rules line if the event is a double round robin.',
    text: (p: { line: number }) =>
      `"per cycle" needs a double round robin, but line ${p.line} says a single round robin (write "per event")`,
  },
  'precedence-without-one-prize': {
    severity: 'warning',
    fix: 'Add `one prize per player`, or remove `higher value first` / `place prizes first`.',
    text: (_: Record<string, never>) => 'A precedence between prizes only matters with "one prize per player"',
  },
  'unknown-category': {
    severity: 'error',
    fix: 'Define the category in the `categories` article (`"U12": born 2014 or later`), or correct its name.',
    text: (p: { name: string; suggestion?: string | undefined; names: readonly string[] }) =>
      `No category ${q(p.name)} in the categories article${didYouMean(p.suggestion)}${p.names.length > 0 ? `; categories: ${p.names.map(q).join(', ')}` : ''}`,
  },
  // ---------------------------------------------------------------- play-off (C.07 art. 3.1)
  'knock-out-no-stages': {
    severity: 'error',
    fix: 'Add the stages of every match in order, e.g. `1. 2 classical games`, `2. 2 rapid games`, `3. armageddon, draw odds to black`.',
    text: (_: Record<string, never>) => 'The knock-out has no stages: say how a match is played, in order ("1. 2 classical games")',
  },
  'knock-out-no-places': {
    severity: 'error',
    fix: "Add `places by round reached` (FIDE World Cup: the winner, the finalist, the semi-finals, then each round's losers).",
    text: (_: Record<string, never>) => 'The knock-out does not say how places are given: write "places by round reached"',
  },
  'knock-out-no-losers': {
    severity: 'error',
    fix: "Add `losers of the same round share the place` (the World Cup's prize fund: the same prize for each player eliminated in a round) or `losers of the same round ranked by rating`.",
    text: (_: Record<string, never>) =>
      'The knock-out does not say how the players eliminated in the same round are placed: "losers of the same round share the place" or "… ranked by rating"',
  },
  'knock-out-article': {
    severity: 'error',
    fix: 'Write `a match for third place`, or `match for third place`.',
    text: (p: { found: string }) => `Found ${q(p.found)} before "match for third place", expected "a" or nothing`,
  },
  'knock-out-may-end-level': {
    severity: 'warning',
    fix: 'End the stages with one that always decides: `armageddon, draw odds to black` or `blitz games until one wins`.',
    text: (p: { stage: string }) =>
      `The last stage (${p.stage}) is a number of games, which can end level: such a match has no winner, and the run says so`,
  },
  'knock-out-other-article': {
    severity: 'warning',
    fix: 'Delete the article, or rank the event in a file without `knock-out`: a knock-out event is ranked by the round each player reached.',
    text: (p: { article: string }) => `The \`${p.article}\` article is not read in a knock-out event: its places come from the bracket`,
  },
  'play-off-no-stages': {
    severity: 'error',
    fix: 'Add its stages in order, e.g. `1. 2 rapid games`, `2. 2 blitz games`, `3. armageddon, draw odds to black`.',
    text: (_: Record<string, never>) => 'The play-off has no stages: say what is played, in order ("1. 2 rapid games")',
  },
  'play-off-games-count': {
    severity: 'error',
    fix: 'Say how many games the stage has (`2 blitz games`), or write `blitz games until one wins` for sudden death.',
    text: (p: { stage: string }) => `Stage ${p.stage} does not say how many games are played`,
  },
  'play-off-draw-odds-without-armageddon': {
    severity: 'error',
    fix: 'Write `draw odds to black` on the line of an Armageddon stage: `3. armageddon, draw odds to black`.',
    text: (_: Record<string, never>) => 'Draw odds belong to an Armageddon stage; no Armageddon stage comes before them',
  },
  'play-off-repeated-without-games': {
    severity: 'error',
    fix: 'Write it on the line of a stage of games: `1. 2 blitz games "3+2", repeated until decided`.',
    text: (p: { after: string }) =>
      `"repeated until decided" belongs to a stage of games, played again while the players stay level; it follows ${p.after}`,
  },
  'play-off-unreachable-stage': {
    severity: 'warning',
    fix: 'Delete the stages after it, or move the Armageddon (sudden-death, repeated-until-decided) stage last.',
    text: (p: { stage: string; decider: string }) => `Stage ${p.stage} is never played: stage ${p.decider} always decides`,
  },
  'play-off-more-than': {
    severity: 'error',
    fix: 'Write `more than 2 players: round robin` (or `knock-out`): a play-off of two is a match.',
    text: (p: { found: string }) => `"more than ${p.found} players": the format for more than two players is said with 2`,
  },
  'play-off-stage-outside-format': {
    severity: 'error',
    fix: 'Move the stage under a format (`if 2 players:` or `if more than 2 players:`), or remove the formats.',
    text: (_: Record<string, never>) =>
      'This stage is outside the formats: with formats by the number of players, every stage belongs to one',
  },
  'play-off-format-no-stages': {
    severity: 'error',
    fix: "Write the format's stages on the lines after it: `1. 2 rapid games`, `2. armageddon, draw odds to black`.",
    text: (p: { format: string }) => `The format "${p.format}" has no stages`,
  },
  'play-off-format-overlap': {
    severity: 'error',
    fix: 'Give each number of players one format: `if 2 players:` and `if more than 2 players:`.',
    text: (p: { format: string; count: number; other: string }) =>
      `"${p.format}": a play-off of ${p.count} players already has the format "${p.other}"`,
  },
  'play-off-format-gap': {
    severity: 'error',
    fix: 'Add a format for that number (`if more than 2 players:` covers all above 2), or limit the players (`at most 2 players`).',
    text: (p: { count: number }) => `No format is for a play-off of ${p.count} players`,
  },
  'play-off-places-order': {
    severity: 'error',
    fix: 'Write the first place first, e.g. `for places 1-3`.',
    text: (p: { text: string }) => `"${p.text}": the places go from the lower to the higher`,
  },
  // ---------------------------------------------------------------- micro-matches (FMJD title matches)
  'micro-matches-no-stages': {
    severity: 'error',
    fix: 'Add the games of a micro-match in order, e.g. `1. standard game`, `2. rapid game`, `3. blitz game`, `4. tie-break games until one wins`.',
    text: (_: Record<string, never>) => 'The micro-match has no games: say what is played, in order ("1. standard game")',
  },
  'micro-match-stage-kind': {
    severity: 'error',
    fix: 'Write each stage as one game (`2. rapid game`) or as games until one wins (`4. tie-break games until one wins`).',
    text: (p: { stage: string; found: string }) =>
      `Stage ${p.stage} of a micro-match is one game or games until one wins; found ${q(p.found)}`,
  },
  'micro-match-stage-pace': {
    severity: 'error',
    fix: 'Name the stage by its pace, e.g. `2. rapid game`: the ranking names stages that way (`rapid score`).',
    text: (p: { stage: string }) => `Stage ${p.stage} has no pace (standard, rapid, blitz, tie-break …)`,
  },
  'micro-match-pace-twice': {
    severity: 'error',
    fix: 'Give each stage its own pace word (`blitz`, then `tie-break`), so that the ranking can name it.',
    text: (p: { pace: string; stage: string }) => `Stage ${p.stage} has the pace ${q(p.pace)} of an earlier stage`,
  },
  'micro-match-won-without-stage': {
    severity: 'error',
    fix: 'Write the round points on the line of the stage they belong to: `1. standard game, won 12-0`.',
    text: (_: Record<string, never>) => 'The round points of a win belong to a stage; no stage comes before them',
  },
  'micro-match-drawn-not-last': {
    severity: 'error',
    fix: 'Write `drawn 6-6` on the line of the last stage: it scores a round that stage leaves drawn.',
    text: (_: Record<string, never>) => '"drawn" scores a round the last stage leaves drawn; it follows an earlier stage here',
  },
  'micro-match-points-missing': {
    severity: 'error',
    fix: 'With round points, say what a win scores at every stage (`won 8-4`) and, when the last stage is a single game, what a draw scores (`drawn 6-6`).',
    text: (p: { what: string }) => `${p.what} has no round points, though other stages have them`,
  },
  'micro-match-points-order': {
    severity: 'warning',
    fix: 'Write the winner’s points first (`won 8-4`); a drawn round scores the same for both (`drawn 6-6`).',
    text: (p: { text: string; why: string }) => `${q(p.text)}: ${p.why}`,
  },
  'micro-match-no-ranking': {
    severity: 'error',
    fix: 'Say what ranks the event, in order: `ranked by standard wins, rapid score, blitz score` or `ranked by points, standard score`.',
    text: (_: Record<string, never>) => 'The micro-matches article does not say what ranks the event ("ranked by …")',
  },
  'micro-match-unknown-pace': {
    severity: 'error',
    fix: 'Name a stage by the pace its line gives (`2. rapid game` → `rapid score`).',
    text: (p: { pace: string; suggestion?: string | undefined; paces: readonly string[] }) =>
      `No stage of the micro-match is ${q(p.pace)}${didYouMean(p.suggestion)}; stages: ${list(p.paces)}`,
  },
  'micro-match-points-without-scores': {
    severity: 'error',
    fix: 'Give each stage its round points (`1. standard game, won 12-0`), or rank by the stages’ wins and scores.',
    text: (_: Record<string, never>) => '"points" ranks by the round points, but no stage says what a win scores ("won 12-0")',
  },
  'bad-date': {
    severity: 'error',
    fix: 'Write the date as year-month-day, e.g. `ages on 2026-01-01`.',
    text: (p: { text: string }) => `${q(p.text)} is not a date (year-month-day, e.g. 2026-01-01)`,
  },
  'bad-rating-band': {
    severity: 'error',
    fix: 'Write the lower rating first, both ends included: `rating 1600-1799`.',
    text: (p: { text: string }) => `${q(p.text)}: a rating band goes from the lower rating to the higher`,
  },
  'sharing-needs-tiebreaks': {
    severity: 'error',
    fix: 'Add a `tie-breaks` article, or share with `tied players share equally`.',
    text: (p: { rule: string }) => `Sharing ${p.rule} hands out money in tie-break order, but the file has no tie-breaks list`,
  },
  'score-order': {
    severity: 'warning',
    fix: 'Check the points of the two results (e.g. `win 1, draw 1/2, loss 0`); if the order is intended, leave it.',
    text: (p: { better: string; betterValue: string; worse: string; worseValue: string }) =>
      `A ${p.better} scores ${p.betterValue}, less than a ${p.worse} (${p.worseValue})`,
  },
  'outcome-twice': {
    severity: 'warning',
    fix: 'Give the two sides different outcomes, e.g. `-> results deleted, otherwise remaining games lost by forfeit`.',
    text: (p: { outcome: string }) => `Both sides of the rule say "${p.outcome}": the threshold changes nothing`,
  },
  'unknown-section-name': {
    severity: 'error',
    fix: 'Name a section the `sections` article lists, or add it there.',
    text: (p: { name: string; suggestion?: string | undefined; names: readonly string[] }) =>
      `No section ${q(p.name)} in the sections article${didYouMean(p.suggestion)}${p.names.length > 0 ? `; sections: ${p.names.map(q).join(', ')}` : ''}`,
  },
  'scope-without-sections': {
    severity: 'error',
    fix: 'List the event\'s sections in a `sections` article (`sections` then `"K-3", "K-5"`), or drop "for section …".',
    text: (p: { article: string }) => `"${p.article} for section …" needs a sections article naming the event's sections`,
  },
  'section-scope-twice': {
    severity: 'error',
    fix: 'Give each section at most one list of its own: merge the two, or delete one.',
    text: (p: { article: string; name: string; line: number }) => `Section ${q(p.name)} already has its own ${p.article} on line ${p.line}`,
  },
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams<C extends MessageCode> = Parameters<(typeof MESSAGES)[C]['text']>[0];

export function messageText<C extends MessageCode>(code: C, params: MessageParams<C>): string {
  return (MESSAGES[code].text as (p: MessageParams<C>) => string)(params);
}

/** How a token is quoted in a message. */
export function describeToken(token: IToken | undefined): string {
  if (token === undefined || token.tokenType.name === 'EOF') return 'the end of the file';
  if (token.tokenType.name === 'Newline') return 'the end of the line';
  return q(token.image);
}

/** Texts of the parser's own errors (Chevrotain's error message provider calls these). */
export const parserMessages = {
  expected: (expected: string, previous: IToken | undefined, found: string) => {
    const after = previous && previous.tokenType.name !== 'Newline' && previous.image !== '' ? ` after ${q(previous.image)}` : '';
    return `Expected ${expected}${after}, found ${found}`;
  },
  unexpected: (found: string) => `Unexpected ${found}`,
};

/** What each article accepts on a line (for "unknown-line"). */
export const ARTICLE_EXPECTS: Record<string, string> = {
  file: 'an article: regulation, rules, scoring, unplayed rounds, withdrawals, ratings, tie-breaks, grand-prix, team, qualification, prizes, categories, match tie-breaks, play-off, micro-matches, sections or board prizes',
  'board prizes':
    '"by performance rating | by percentage", "[reserves] at least N games", "games count on the registered board | on the board played", "rating difference cap N" or "no rating difference cap", "ties by games, percentage, team place"',
  scoring: 'a result and its points, e.g. "win 1, draw 1/2, loss 0"',
  'unplayed rounds': '"forfeit cap opponent [and half]" or "vur first on|off"',
  withdrawals:
    '"zero-point bye in round N means withdrawn", "per cycle|event: fewer than half of the games played -> …", "withdrawn players [not] eligible for awards", "expelled: N, …" or "expelled players: results stand|deleted"',
  ratings: '"event over 30 days", "first rating" or "rating per round"',
  'tie-breaks':
    'a numbered criterion ("1. BH/C1"), "then shared | lots [seeded by "…"] | play-off | manual from column "…"" or "based on rounds A-B only"',
  'match tie-breaks': 'a numbered criterion ("1. board count of wins") or "then …"',
  'play-off':
    '"for first place", "players tied on points", "at most N players", "seeded by the tie-breaks | rating | TPR [then head-to-head] [then lots]", a stage ("1. 2 rapid games"), "draw odds to black", "repeated until decided", "more than 2 players: round robin", "if 2 players:" or "if more than 2 players:" before a format\'s stages, or "if not held: tie-breaks"',
  'knock-out':
    'a stage of every match ("1. 2 classical games", "5. armageddon"), "draw odds to black", "places by round reached", "losers of the same round share the place | ranked by rating" or "a match for third place"',
  'micro-matches':
    'a game of the micro-match ("1. standard game", "4. tie-break games until one wins"), "won 12-0", "drawn 6-6" or "ranked by standard wins, rapid score"',
  'grand-prix':
    '"let NAME = …", "points = …", "points by place …", "shared places averaged", "tied players share the points", "points by final place", "bonus N to clear first", "no tie-breaks", "rounding MODE" or "accumulate …"',
  team: '"event score = …", "season score = …", "let NAME = …" or "tie-breaks: …"',
  qualification: '"places from …", "adjust from …", "at least N", "at most N" or "skip …"',
  categories: '"ages on YYYY-MM-DD" or a category: "NAME": CONDITIONS, e.g. "U12": born 2014 or later',
  sections: 'the names of the event\'s sections in quotes, e.g. "K-3", "K-5"',
  prizes:
    '"place N: AMOUNT", a category prize, "one prize per player", "higher value first", "tied players share …", "round to UNIT" or "title \"NAME\" shared on points"',
};
