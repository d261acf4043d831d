/*
 * The catalogue of the engine's issue codes (docs/architecture.md: one message catalogue):
 * for each code, what happened in plain words and what the user should do. The messages
 * themselves are written where the issues are found; this says what each code means, for
 * the help under a message and the generated docs. Every `engine/…` code an EngineIssue
 * carries is a key here (model/engine-issue.ts types `code` by it).
 */

export const ENGINE_ISSUES = {
  // ---------------------------------------------------------------- criteria
  'engine/unknown-criterion': {
    meaning: 'a tie-break list names a criterion the engine does not know',
    fix: 'Correct the name in the list (the criteria table lists every acronym and long name). If `regula check` accepts the regulation, please report it.',
  },
  'engine/not-in-edition': {
    meaning: 'the criterion is not defined under the rules edition in use; it is computed anyway',
    fix: 'Choose an edition that defines it on the `rules` line (or with --edition), or give the criterion its own edition, e.g. `BH@2009`.',
  },
  'engine/team-criterion-edition': {
    meaning:
      "a team criterion of C.07 arts. 11–13 (defined from the 2023 rules) is named under rules without team criteria, and so without a rule for a team's unplayed matches in it; it is not computed",
    fix: 'Give the criterion the edition it follows, e.g. `EMGSB@2023` (the 2023 rules for unplayed matches, C.07 16.3 and 16.4, then apply and the standings say when), or rank under fide-2023 or later.',
  },
  'engine/grade-scaling-missing': {
    meaning:
      'a grand prix over a tournament of several grades (`if 3 grades: scaled 1, 2/3, 1/3`) has no scaling for the number of grades the tournament has; no points are given',
    fix: "Add an `if N grades: scaled …` line for this number of grades, as the regulation gives it, or check the tournament's sections.",
  },
  'engine/grade-scaling-points': {
    meaning:
      'a grand prix over several grades gives points by the places of one combined ranking, and the article has a points formula instead of points by place',
    fix: "Write the article's points as `points by place …`, as the regulation gives them.",
  },
  'engine/board-prizes-players-unknown': {
    meaning:
      "the regulation has board prizes, but some matches are known by their totals only, or name a board's player that no single member of the team has (two members of one name): those games are not counted",
    fix: 'Rank from a file with the players of every board (a TRF with the 001 games, Chess-JSON, board pairings), each member of a team under a name of their own, to have every game counted.',
  },
  'engine/team-minimum-boards-unknown': {
    meaning:
      'the regulation needs a number of players per team in a match (`fewer than 3 players: match lost by forfeit`), but some matches are known by their totals only: their players cannot be counted, and they count as their totals give them',
    fix: 'Rank from a file with the boards of every match (a TRF with the 001 games, or the board pairings) to have the line-ups counted.',
  },
  'engine/tiebreak-rounds-outside': {
    meaning:
      'the regulation computes its tie-breaks on rounds the crosstable does not have (`based on rounds 7-12 only` on an event of fewer rounds); the tie-breaks are computed on the rounds it has of that range',
    fix: 'Check the rounds the regulation names against the event (its nights, days or stages) and correct the `based on rounds` line, or rank the whole event.',
  },
  'engine/round-scoring-outside': {
    meaning:
      'the regulation scores rounds the crosstable does not have apart (`rounds 10-27: win 1, draw 1/2, loss 0` on an event of fewer rounds); the rounds it has of that range are scored so',
    fix: 'Check the rounds of each `rounds A-B:` line of the scoring article against the event (its rapid and blitz parts), or rank the event the regulation is for.',
  },
  'engine/criterion-two-scorings': {
    meaning:
      'the criterion reads one point value for the whole event (50 % of the maximum score, a limit in draws), and the regulation scores its rounds by more than one point system; it is not computed',
    fix: 'Replace the criterion by one defined round by round (SB, BH, DE, WIN, PS …), or score every round alike.',
  },
  'engine/not-allowed-in-round-robin': {
    meaning: 'the criterion is not used in round robins under the rules edition in use (C.07 art. 8); it is computed anyway',
    fix: 'Take it out of the tie-breaks list when ranking a round robin.',
  },
  'engine/criterion-input': {
    meaning: 'the manual tie-break has no column to read: the list names none, or no player has a column of that name',
    fix: 'Add the column named in `manual from column "…"` to the crosstable, with the tied players\' values, or correct the name to the column\'s exact header.',
  },
  'engine/match-criterion-in-list': {
    meaning: 'a match tie-break, which decides a drawn team match from its boards, stands in the list that ranks a crosstable',
    fix: 'Move it to a `match tie-breaks` article, and rank the crosstable with criteria for players.',
  },
  'engine/team-criterion-in-individual-event': {
    meaning: 'the list names a team criterion, but the event is an individual crosstable with no teams',
    fix: 'Rank a team event (a TRF file with its team lines, 013 or 310) with this list, or take the team criteria out for an individual event.',
  },
  'engine/reference-score-in-individual-event': {
    meaning: 'a criterion reads a team score (:MP or :GP), but the event is an individual crosstable',
    fix: 'Write the criterion without :MP or :GP (e.g. `BH/C1`) for an individual event, or rank the team event the regulation was written for.',
  },
  'engine/team-regulation-on-individual-event': {
    meaning: 'the regulation ranks the teams of a team event (`team` on its rules line), but the crosstable has no teams',
    fix: 'Use a regulation without `team` on its `rules` line for this crosstable, or give the team event as a TRF file with its team lines (013 or 310).',
  },
  'engine/player-criterion-in-team-event': {
    meaning: 'the list names a criterion that only ranks players, but the event is a team event',
    fix: 'Replace it with a team criterion (e.g. `EDET`, `MPvGP`) or a criterion on a team score such as `BH:MP/C1`, in a regulation with `team` on its `rules` line.',
  },
  'engine/reference-score-not-allowed': {
    meaning: 'a criterion that cannot read a team score is written with :MP or :GP',
    fix: 'Remove :MP or :GP from it; only the criteria the message lists (those of C.07 arts. 6–9) take a team score.',
  },
  'engine/team-criterion-not-summable': {
    meaning:
      "a team article's tie-break is decided among the tied players (such as direct encounter), so its members' values cannot be added up",
    fix: "Remove it from the team article's `tie-breaks:` line; use criteria with a value for each player, such as `solkoff` or `cumulative`.",
  },

  // ---------------------------------------------------------------- play-offs
  'engine/play-off-game-outside': {
    meaning: 'a recorded play-off game is not between players of the play-off, or names a stage the regulation does not have',
    fix: "Check the game's players (starting numbers or names) and its stage number against the regulation's `play-off` article and the players tied for its places.",
  },
  'engine/play-off-extra-games': {
    meaning: 'a stage of the play-off has more games between two players than the regulation plays; the first ones are counted',
    fix: 'Remove the extra games, or correct their stage numbers (a later stage has its own number).',
  },
  'engine/play-off-stage-for-two': {
    meaning:
      'more than two players are level at an Armageddon or sudden-death stage, which two players play; the tie-break list orders them',
    fix: 'Give the play-off a stage of games for more than two players before it (a round robin), or `with more than 2 players: knock-out`.',
  },
  // ---------------------------------------------------------------- knock-out events (FIDE World Cup regulations)
  'engine/knock-out-two-matches': {
    meaning: 'a player has games against two opponents in one round of a knock-out event',
    fix: "Check the games' Round tags and players: each round a player plays one match.",
  },
  'engine/knock-out-empty-round': {
    meaning: 'a round of the knock-out has no game, though a later round has',
    fix: "Add the round's games, or correct the Round tags (docs/inputs.md says how a knock-out's rounds are read).",
  },
  'engine/knock-out-not-through': {
    meaning: 'a player plays in a round without having won the round before (lost it, or played no match in it)',
    fix: 'Check the Round tags and results of both rounds: a player goes on only by winning; a match not in the file (won by forfeit) cannot be read from it.',
  },
  'engine/knock-out-no-third-place-match': {
    meaning: "the regulation plays a match for third place and the file's last round has none",
    fix: 'Add the games of the match for third place to the file, or remove `match for third place` from the regulation if none was played.',
  },
  'engine/knock-out-undecided': {
    meaning: 'a match is not decided by its games, though one of its players plays in a later round',
    fix: "Record the match's missing games (the tie-break games too), with their results.",
  },
  'engine/knock-out-in-progress': {
    meaning: 'some matches of the last round are not decided yet: the players still in share the top places, marked pending',
    fix: 'Nothing while the event is running; rank again when the games are recorded.',
  },
  'engine/knock-out-waiting': {
    meaning: 'a player won a round and has no game in the next round, which the file has: the player is read as still in',
    fix: "Add the player's games of that round; a match won by forfeit is not in a PGN file and cannot be read from it.",
  },
  'engine/knock-out-game-twice': {
    meaning: 'two games of one match have the same number',
    fix: 'Correct the Round tags: the games of a match are numbered 1, 2, … in the order played.',
  },
  'engine/knock-out-game-missing': {
    meaning: 'a match has a game with a higher number but not the ones before it',
    fix: 'Add the missing game, or correct the Round tags (is the number after the dot a board, not a game of the match? docs/inputs.md).',
  },
  'engine/knock-out-unfinished-game': {
    meaning: 'a game of a match has no result (*), though later games of the match were played',
    fix: "Give the game its result (1-0, 0-1, 1/2-1/2): which player the match's later games followed cannot be told without it.",
  },
  'engine/knock-out-game-beyond': {
    meaning: "a match has more games than the regulation's stages play",
    fix: "Check the match's games and the regulation's `knock-out` stages (their numbers of games).",
  },
  'engine/knock-out-level': {
    meaning: "a match is level after the regulation's last stage, so it has no winner",
    fix: "Check the recorded results; end the regulation's stages with an Armageddon game or games until one wins.",
  },
  'engine/knock-out-games-after-decision': {
    meaning: 'a match has games after the stage that decided it',
    fix: 'Check the results of the deciding stage and the numbers of the later games.',
  },
  'engine/play-off-level': {
    meaning: 'the play-off left players level after its last stage; the tie-break list orders them',
    fix: 'Check the recorded results; end the play-off with an Armageddon or sudden-death stage so that it always decides.',
  },
  'engine/play-off-tie-shared': {
    meaning:
      'players are still tied after the tie-break list (which ends in a play-off) for places the regulation’s play-off does not decide: they share the places',
    fix: 'If the regulation breaks these ties another way, say so: widen the play-off’s places (`for places 1-8`), or end the list with lots or `then shared`.',
  },
  'engine/play-off-without-tie': {
    meaning: "play-off games are recorded, but no players are tied for the places the regulation's play-off decides",
    fix: "Check the crosstable's results (a wrong result can undo the tie) or remove the play-off games.",
  },
  // ---------------------------------------------------------------- micro-matches
  'engine/micro-match-game-outside': {
    meaning:
      'a recorded micro-match game is in a round where its players did not play each other, or in a stage the regulation does not have',
    fix: "Check the game's round, stage (2 for the game after the round's own, …) and players against the crosstable and the regulation's `micro-matches` article.",
  },
  'engine/micro-match-extra-games': {
    meaning:
      'a micro-match has games recorded beyond what it plays (after the stage that decided it, or a second game in a stage of one game); they are not counted',
    fix: 'Remove the extra games, or correct their round and stage numbers.',
  },
  'engine/micro-matches-without-article': {
    meaning: 'the input records micro-match games, but the regulation defines no micro-matches',
    fix: 'Add a `micro-matches` article to the regulation, or remove the `### micro-match` lines.',
  },
  'engine/play-off-no-format': {
    meaning:
      "the regulation's play-off has formats by the number of players, and none is for the number playing; the tie-break list orders them",
    fix: 'Add a format for that number to the `play-off` article (`if more than 2 players:` and its stages), or correct the crosstable.',
  },
  'engine/play-off-seed-criterion': {
    meaning:
      'the criterion the play-off is seeded by cannot give a value per player (it ranks a group as a whole); the tie-break list seeds',
    fix: 'Seed by a criterion with a value per player (TPR, ARO, rating), or by the tie-breaks.',
  },
  'engine/play-off-without-article': {
    meaning: 'the input records play-off games, but the regulation defines no play-off',
    fix: 'Add a `play-off` article to the regulation (which places, the stages), or remove the play-off games from the input.',
  },

  // ---------------------------------------------------------------- withdrawals
  'engine/odd-double-round-robin': {
    meaning:
      'a double round robin has more rounds than two cycles of its players and an odd number of them, so its cycles cannot be told apart; withdrawals are judged over the whole event',
    fix: 'Check that the event is a double round robin (the `rules` line, TRF 092) and that every player of the event is in the crosstable.',
  },
  'engine/eligibility-unstated': {
    meaning: 'players withdrew and the regulation does not say whether withdrawn players may receive awards, so they stay eligible',
    fix: 'Say it in the `withdrawals` article: `withdrawn players eligible for awards` or `withdrawn players not eligible for awards`.',
  },
  'engine/withdrawal-rule-not-round-robin': {
    meaning: 'the regulation has the round-robin withdrawal rule, but the event is a Swiss, so withdrawn players keep their results',
    fix: 'If the event is a round robin, say so on the `rules` line (e.g. `rules fide-2026 double round robin`); otherwise remove the round-robin rule from `withdrawals`.',
  },
  'engine/withdrawal-ambiguous': {
    meaning:
      "two players of a round robin were unpaired from the same round on, each the other's scheduled opponent, so the crosstable does not show which of them withdrew",
    fix: "Record in the crosstable which of the two withdrew (for example that player's games from that round as lost by forfeit), then rank again.",
  },
  'engine/long-event-rating-criteria': {
    meaning:
      'the event lasts more than 30 days (the regulation says so, or its dates show it) and the list has rating criteria, which C.07 2026 art. 10 advises against when a player may have more than one rating during the event',
    fix: 'Prefer criteria without ratings for a league; if the rating criteria stay, say which rating they read under `ratings`: `first rating` (the default) or `rating per round` with a column "Rating R1", "Rating R2" … per round.',
  },
  'engine/no-round-ratings': {
    meaning: 'the regulation says `rating per round`, but the crosstable gives no rating per round, so the first rating is used',
    fix: 'Add a column per round to the crosstable ("Rating R1", "Rating R2" …, the rating each player had in that round), or write `first rating`.',
  },
  'engine/expelled-unknown-player': {
    meaning: 'the regulation expels a player by a starting number or a name that no participant of the crosstable has',
    fix: 'Correct the number or the name in `expelled: …` (the name exactly as the crosstable writes it, e.g. "Doe, John").',
  },
  'engine/expelled-in-team-event': {
    meaning: 'the regulation expels players, but the event is a team event, whose standings rank teams; nothing is applied',
    fix: 'Remove `expelled: …` from a team regulation; record the expelled player’s games as the arbiter decided (e.g. lost by forfeit) in the team file.',
  },
  'engine/expelled-games-after': {
    meaning:
      'the crosstable records games played over the board by an expelled player in rounds from his expulsion on; they are counted as recorded',
    fix: 'Correct the round in `expelled: N from round R`, or record those games as the arbiter decided (e.g. lost by forfeit).',
  },
  'engine/withdrawal-game-unplaced': {
    meaning:
      "a withdrawn player's game against an opponent has no round in which both were unpaired, so it is not counted as lost by forfeit",
    fix: 'Check the pairings of the rounds the message names; if the game counts as lost by forfeit, record it in the crosstable in the round it was scheduled.',
  },

  // ---------------------------------------------------------------- qualification
  'engine/qualification-no-table': {
    meaning: 'a qualification article has no `places from` table, so its places cannot be computed',
    fix: 'Add a `places from …` table to the qualification article, e.g. `places from participants` with its bands and rows.',
  },
  'engine/qualification-no-section': {
    meaning: 'the qualification is per section, but the run does not know which section (row of its tables) this event is',
    fix: "Give the section (--section K-12, or the add-in's Section box), or name the sheet after it or put it in the event's title.",
  },
  'engine/qualification-not-whole': {
    meaning: 'the number of qualification places computed from the tables is not a whole number, or is below zero',
    fix: 'Use whole numbers in the places and adjustment tables, or bound the result with `at least 0` (and `at most N`).',
  },
  'engine/qualification-tie-at-cut': {
    meaning: 'players are still tied across the last qualifying place after the tie-breaks; the places they share are left open',
    fix: 'Break the tie as the regulation says, e.g. add tie-breaks or `then lots seeded by "…"`, or award the open places by hand.',
  },
  'engine/qualification-no-column': {
    meaning: 'the column a `skip` rule reads (already qualified, playing up) is not in the crosstable, so nobody is skipped by that rule',
    fix: 'Add the column to the crosstable, left empty for the players it does not concern, or correct the name in `skip … from column "…"`.',
  },
  'engine/qualification-no-withdrawal-rules': {
    meaning: '`skip withdrawn` is written, but the regulation has no `withdrawals` article, so no player is known to have withdrawn',
    fix: 'Add a `withdrawals` article (e.g. `withdrawn players not eligible for qualification`), or remove `skip withdrawn`.',
  },
  'engine/lookup-no-row': {
    meaning: "a qualification table has no row for this event's section, or has a row per section and the qualification does not say which",
    fix: "Add a row for the section to the table, or write `per section` after the qualification's name and give the section (--section).",
  },
  'engine/lookup-no-band': {
    meaning: 'the value a banded table looks up falls in none of its bands',
    fix: 'Extend the bands to cover the value, e.g. open the first and last bands with `<20` and `>=160`.',
  },

  // ---------------------------------------------------------------- formulas
  'engine/formula-unknown-name': {
    meaning: 'a formula uses a name that has no value here',
    fix: 'Define it with `let NAME = …` in the same article before it is used, or correct its spelling.',
  },
  'engine/formula-unknown-column': {
    meaning: 'a formula, a prize category or `post-rating` reads a column the crosstable does not have',
    fix: 'Add the column to the crosstable or correct the header the regulation quotes; `post-rating` needs a column such as "Post Rating".',
  },
  'engine/category-missing-data': {
    meaning:
      'a category needs data some players do not have (a birth date, sex, federation, title, rating or column value): they are not in that category',
    fix: 'Complete the players’ data in the crosstable (TRF 001: sex col 10, title cols 11–13, federation cols 54–56, birth date cols 70–79; or the grid’s columns) and run again.',
  },
  'engine/category-no-date': {
    meaning:
      'an age category needs a reference date and neither the regulation (`categories on DATE`, `under 12 on DATE`) nor the crosstable (TRF 042 start date) gives one',
    fix: 'State the date in the regulation: `ages on 2026-01-01` in the categories article, or `under 12 on 2026-01-01`.',
  },
  'engine/formula-missing-value': {
    meaning: 'a formula needs a value a player does not have: an empty or non-numeric cell, or no grand-prix points',
    fix: "Enter a number in the player's cell of the column the message names; for missing grand-prix points, correct the grand prix's own errors first.",
  },
  'engine/formula-needs-player': {
    meaning:
      'a value of each player (such as `score`, `rating` or a column) is used where one value for the whole section, team or season is needed',
    fix: 'Use an aggregate over the players instead, e.g. `average rating of participants` or `sum of best 4 score`; `rank` cannot be used in a season score.',
  },
  'engine/formula-no-domain': {
    meaning: 'an aggregate ranges over something this place does not have, such as `over events` outside a season score',
    fix: 'Range over participants in a grand prix or qualification and over members in a team article; use `over events` only in `season score = …`.',
  },
  'engine/formula-division-by-zero': {
    meaning: 'a formula divides by a value that is zero for this player or section',
    fix: 'Make the divisor never zero, e.g. `score / max(games-played, 1)`, or leave such players out with a `where` condition.',
  },
  'engine/formula-bad-argument': {
    meaning: '`round(x, d)` was given a number of decimals that is not a whole number of 0 or more',
    fix: 'Give `round` a whole number of decimals, 0 or more, e.g. `round(x, 2)`.',
  },
  'engine/formula-no-operand': {
    meaning: 'a sum or an average names no value to add up',
    fix: 'Name the value to add up or average, e.g. `sum of best 4 score`.',
  },
  'engine/formula-empty-average': {
    meaning: 'an average ranges over no one: there is nobody to average, or nobody passes its `where` condition',
    fix: 'Change the `where` condition so it keeps at least one, or use `sum of …` or `count of …`, which are 0 over no one.',
  },
  'engine/formula-no-grand-prix': {
    meaning: '`grand-prix` is used where no grand-prix points are known: outside a team article, or for a member with no points',
    fix: "Use `grand-prix` only in a team article of a regulation with a grand-prix article; for a member without points, correct the grand prix's own errors first.",
  },

  // ---------------------------------------------------------------- seasons
  'engine/season-no-id-column': {
    meaning: "the column that identifies players across the season's events (--id) is not in this event",
    fix: 'Give --id a column every event has (e.g. "USCF ID"; "Name" and "FIDE ID" also work), or add the column to this event\'s crosstable.',
  },
  'engine/place-sharing-unstated': {
    meaning:
      'players share a place range and the grand prix gives points by place without saying how shared places score, so they get no points',
    fix: 'Add `shared places averaged` or `shared places take the higher` to the grand-prix article, or end the tie-break list with lots or a play-off so places are not shared.',
  },
  'engine/season-missing-id': {
    meaning: 'a player has no value in the id column, so they are left out of the season',
    fix: "Fill in the player's id in the column --id names, then run the season again.",
  },
  'engine/season-ambiguous-name': {
    meaning:
      'with --id "FIDE ID or Name", a player without a FIDE ID has a name that players with different FIDE IDs have in other events, so they are counted apart',
    fix: "Give the player's FIDE ID in the event that lacks it, or identify players by a member id column.",
  },
  'engine/season-duplicate-id': {
    meaning: 'two players of one event have the same id, so the second is left out of the season',
    fix: 'Correct the ids so that each player of the event has their own, then run the season again.',
  },

  // ---------------------------------------------------------------- team articles: team totals and awards
  'engine/team-column-differs': {
    meaning: "a team's formula reads a column for the whole team, but the team's members have different values in it",
    fix: "Make the column's value the same for every member of the team, or test it for each member inside an aggregate's `where` condition.",
  },
  'engine/team-award-tied': {
    meaning: 'teams are still tied for an award after the team tie-breaks; it is given to the first of them in list order',
    fix: 'Add team tie-breaks that separate them (`tie-breaks: …` in the team article), or decide the award as the regulation says.',
  },

  // ---------------------------------------------------------------- matches
  'engine/not-a-match-criterion': {
    meaning: 'the `match tie-breaks` list names a criterion that ranks players, which cannot decide a drawn team match',
    fix: "Use match tie-breaks there (e.g. `board count of wins`, `end-board elimination`, BC, TBR, BBE), and put players' criteria under `tie-breaks`.",
  },
  'engine/manual-not-for-match': {
    meaning: '`then manual from column "…"` follows the match tie-breaks, but a drawn match has no crosstable to read the values from',
    fix: 'After the match tie-breaks, write `then lots seeded by "…"`, `then play-off` or `then shared`.',
  },
  'engine/boards-unknown': {
    meaning:
      'a board criterion (BC, TBR, BBE, or the board steps of EDEBT, EDEBB, EDET, EDEB) needs every board of the matches, but the source gives some matches by their totals only; it gives n/a and separates no team',
    fix: 'Rank from a source with the boards (chess-results’ board pairings of every round, or a team TRF), or take the board criterion out of the list.',
  },
  'engine/colours-unknown': {
    meaning:
      'a criterion that reads colours (BPG, BWG, MBLK, Arranz) ranks a crosstable whose games have no colour — a round-robin grid, a team event’s board pairings; it gives n/a and separates no player',
    fix: 'Rank from a source with the colours (a TRF, a chess-results crosstable with w/b in its cells), or take the colour criterion out of the list.',
  },
  'engine/bad-match-boards': {
    meaning: 'the boards of a match are not numbered 1, 2, 3 … once each, so they cannot be compared board by board',
    fix: "Number the match's boards 1, 2, 3 … in its board column, each once.",
  },
} as const satisfies Record<string, { meaning: string; fix: string }>;

export type EngineIssueCode = keyof typeof ENGINE_ISSUES;
