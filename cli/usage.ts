// The usage texts of the commands, apart from their code: `regula help` and a usage error
// print them without loading a command (cli/main.ts loads commands when they run).

export const EVALUATION_USAGE = `  --regulation  a .regula file: its list, rules edition, point system, withdrawal rules and sections
              (grand prix, teams, qualification, prizes) replace --criteria, --edition and --lots.
              Without it, an .xlsx input ranks by the regulation saved on its Regulation sheet, if any.
              A regulation with errors stops the run before anything is ranked.
  --criteria  the ranking list in the handbook's syntax, or long names separated by commas (default: the
              file's own list, TRF 212/202, else PTS); points always rank first; ties left after it are shared
  --edition   the rules for unplayed rounds (default: the edition in force on the tournament's start date, else fide-2026)
  --lots      break the ties left after the list by a reproducible drawing of lots with this seed
  --sheet     the worksheet of an .xlsx file (default: the first that reads as a crosstable)
  --layout    us-wall-chart, swiss-manager, round-robin or plain (default: detected from the headers)
  --numbers   what numbers in round cells are: line or start-number (default: detected)
  --language  the language of a chess-results export: en, de, es, pt, ru, tr, nl, fr, it, pl, cs, el
              (default: detected from the header words and the cells' colour letters)
  --round     rank as after round N: later rounds do not exist for the tie-breaks and their results
              are not used (default: the last complete round; a round paired without all its
              results is left out with a warning)
  --section   an event in sections: the section (explain); else the row of per-section qualification
              tables ("K-12"); default: the sheet's name when it
              is one of them, else the section the crosstable's title names ("K-12 Section of a GSQT")
  --event     the event's name in the grand-prix, team and qualification audit trails (default: the
              name the file gives the event, TRF 012 or a title, else the sheet's name)
  --quiet     errors only
  --json      problems as one JSON document on stderr: {"diagnostics": [{source, severity, code, message, file, line, column, sheet, cell, …}]}`;

/** --lang of rank and explain: render's rules (cli/render-language.ts). */
function langUsage(what: string): string {
  return `  --lang      the language ${what} printed in: de, fr, es, ru or en (numbers as 3,5 but in English;
              criterion acronyms as they are); default: the locale of LC_ALL, else LANG ("de_DE.UTF-8"
              is de), else English, as for render. Not --language.`;
}

export const CHECK_USAGE = `regula check FILE.regula... [--json] [--quiet]

  Checks regulation files: every lexical, syntax and meaning problem of each file at once,
  one line each, as compilers print them: FILE:LINE:COL: error|warning dsl/CODE: MESSAGE.
  --json      print {"files": [...], "diagnostics": [{file, line, column, endLine, endColumn, severity, code, message}]}
  --quiet     errors only
  Exit code 1 when a file has an error, 0 otherwise (warnings do not fail).`;

export const CONVERT_USAGE = `regula convert INPUT --to trf|chess-json|csv|xlsx [--out FILE] [--force] [--sheet NAME] [--layout NAME] [--numbers line|start-number] [--language CODE] [--round N] [--quiet] [--json]

  Writes the crosstable of INPUT (.trf, .pgn, .json, .csv, .xlsx) as a TRF-16 file, as Chess-JSON (FIDE
  TEC's "filetype": "Event", as the FIDE tie-break reference server reads it), or as a grid with
  opponent/colour/result columns per round (.csv, or a "Crosstable" sheet of a new .xlsx), the
  event's facts (name, type, rounds, point system, dates, TRF header records) in title rows above
  its header. A team event goes to TRF-2026 (its 310 teams and team records), to Chess-JSON (its
  teams, matches and boards) or to its board
  pairings (.csv, a "Pairings" sheet). Without --out, trf and csv are printed. A crosstable with
  errors is not converted.`;

export const DEMO_USAGE = `regula demo [--out-dir DIR] [--quiet]

  Ranks the bundled samples (samples/tournaments, samples/regulations) as \`regula rank\`
  would: the Virginia K-12 workbook by the regulation saved in it (standings, grand prix,
  teams, qualification), the TEC exercise as a FIDE 2026 open, and a double round robin
  with a withdrawal; then ranks a team Swiss of six teams (C.07 arts. 11-13) and decides
  the two drawn team knock-out matches of the arbiter's handbook as \`regula match\` would.
  Prints the standings and how each tie was resolved; writes DIR/<sample>.xlsx (default
  DIR: out).`;

export const EXPLAIN_USAGE = `regula explain FILE PLAYER [OTHER] [--regulation R.regula | --criteria "…" --edition … --lots SEED] [--sheet NAME] [--lang de|fr|es|ru|en] [--quiet] [--json]

  PLAYER, OTHER  a starting number, or a part of a name that only one participant has;
                 in a team event (a TRF with 013 / 310 lines), a team's number or name
  Says why PLAYER is where they are — every tie they were part of, the criterion that
  decided, the values and the contributions behind them (virtual and dummy opponents,
  cut rounds, direct encounters) — or why PLAYER is above or below OTHER.
${langUsage('the sentences are')}
${EVALUATION_USAGE}`;

export const FORMAT_USAGE = `regula format FILE.regula... [--write | --check]

  Prints each regulation in the one canonical layout (comments kept). --write rewrites the
  files in place; --check only says which files are not in that layout (exit 1 if any).
  A file with syntax errors is left as it is and reported (exit 1).`;

export const MATCH_USAGE = `regula match INPUT --regulation R.regula [--sheet NAME] [--format table|json] [--lang de|fr|es|ru|en] [--out OUT.xlsx] [--force] [--quiet] [--json]

  INPUT       a team match given board by board (.csv, or a sheet of an .xlsx): a header row with
              a board column (Board, Bd, Brett), the first team's player column (headed by its
              name, or Team A / Home under a title row "Organisers v Players"), an optional
              Colour column (w/b, the first team's player), a result column seen from the first
              team (1-0, 0-1, ½-½, 0,5-0,5, 1:0, =, +/-, -/+, -- for a double forfeit) and the
              second team's column; boards 1 … n. Several matches may stand one below the
              other, each with its own header, separated by blank rows.
  --regulation  the .regula file whose \`match tie-breaks\` decide a drawn match (default for an
              .xlsx: the regulation saved on its Regulation sheet)
  --sheet     the worksheet of an .xlsx (default: the first that holds a match)
  --format    table (default: the boards, the score and, when drawn, every tie-break step in
              the regulation's order) or json
${langUsage('the table and its sentences are')} The JSON and the Regula Match sheet
              are the same in every language.
  --out       .xlsx: the sheet Regula Match (and the regulation) in a copy of an .xlsx input, or
              in a new workbook beside the CSV's cells on a Match sheet. Never an input (under any name).
  --force     replace an --out file that exists and is not an output Regula wrote
  --quiet     errors only
  --json      problems as one JSON document on stderr`;

export const RANK_USAGE = `regula rank FILE... [--regulation R.regula | --criteria "PTS BH/C1 BH SB DE" --edition fide-2026 --lots SEED] [--sheet NAME] [--language CODE] [--round N] [--section NAME] [--format table|csv|json] [--lang de|fr|es|ru|en] [--out OUT.xlsx|.csv|.json] [--force] [--simulate-lots] [--watch] [--quiet] [--json]

  FILE        a FIDE TRF file (.trf), the PGN of an event's games (.pgn), a Chess-JSON event (.json; FIDE TEC's format) or a crosstable grid (.csv, .xlsx): US wall chart, Swiss-Manager, round-robin grid, or opponent/colour/result columns.
              A TRF file with team lines (TRF-16 013, TRF-2026 310) is a team event: the teams are ranked
              (C.07 arts. 11-13) by match points — game points when the list starts with GP — and MP, GP,
              MPvGP, BC, TBR, BBE; --out writes a new workbook with the crosstable of teams, Regula
              Standings, Regula Audit and the regulation (.xlsx), the standings (.csv) or the JSON of --format json (.json).
              An event in sections (the regulation's \`sections\`): one workbook with a sheet per section (named as
              the section, Excel's forbidden characters as "-"), one CSV with a Section column, or a TRF file per
              section (the section its 012 name names, else its file name): each section ranked on its own, with a
              heading per section (table), a Section column (csv), {"format": "regula-sections/1", "sections": […]}
              (json); --out .xlsx writes each Regula sheet with a block per section.
${EVALUATION_USAGE}
  --format    table (default: the standings, then withdrawals, grand prix, teams, qualification and prizes),
              csv, or json in the shape of the FIDE reference server's corpus
${langUsage('the table is')}
              CSV and JSON are the same in every language: --lang with them is a usage error.
  --out       also write the result: .xlsx (what the add-in writes: the result block beside the
              crosstable; sheets Regula Standings, Regula Audit, and Regula Grand Prix / Teams /
              Qualification / Prizes when the regulation has them; the regulation on a Regulation
              sheet — in a copy of an .xlsx input, else beside a Crosstable sheet), .csv or .json.
              Never an input (under any name), a FIFO, a device or a folder; written through a
              temporary file synced and renamed into place (a link is followed to its file).
  --force     replace an --out file that exists and is not an output Regula wrote
  --simulate-lots  show the drawing of lots before it is applied, and write nothing: each group tied
              after the list, its seed and the order drawn — the regulation's \`then lots\`, or the draw
              \`then lots\` would make (seeded from the event); --format json prints it as JSON
  --watch     rank again whenever FILE changes (Swiss-Manager rewrites its TRF after every result), in
              the same process: the standings printed and --out written each time, as by one run; a
              file caught half-written is read again, never reported. Ctrl+C ends it.`;

export const SCENARIOS_USAGE = `regula scenarios FILE [--regulation R.regula | --criteria "PTS BH/C1 BH SB DE" --edition fide-2026 --lots SEED] [--places K] [--round N] [--format words|json] [--lang de|fr|es|ru|en] [--sheet NAME] [--quiet] [--json]

  Before a round is played: what each player who can still reach places 1..K needs from it.
  FILE        a crosstable (.trf, .csv, .xlsx) whose last round is paired, its results empty
  --places    the places asked about (default: the regulation's overall prizes or qualification
              places, whichever reach further; else 3 — the output says which)
  --round     the round to come, when it is not the last one paired (later rounds are left out)
  --format    words (default): per contender, with a win, a draw and a loss, each place reached
              and the results on the other boards that give it; or json (docs/cli.md gives its shape)
${langUsage('the words are')}
              The JSON is the same in every language: --lang with it is a usage error.
  Exact: every combination of results on the boards that can change a contender's place (their
  own, and the boards their tie-breaks read: the opponents' for Buchholz) is re-ranked as
  \`regula rank\` ranks; the other boards are left out. More than 3^9 combinations is refused with
  the boards named.
${EVALUATION_USAGE}`;

export const SEASON_USAGE = `regula season INPUT... --id COLUMN [--regulation R.regula] [--sheets "GSQT 1,GSQT 2"] [--section NAME] [--out OUT.xlsx] [--force] [--quiet] [--json]

  A season: several events, each a file (.trf, .csv) or a sheet of an .xlsx file — every
  sheet that holds a crosstable, or those --sheets names. Each event is ranked and its
  grand prix computed on its own; then each player's points are accumulated over the
  events and the schools' or clubs' season totals computed (the regulation's
  "accumulate …" and "season score = …").
  --id        the column that identifies a player across events (a member id, "USCF ID"),
              or alternatives in order: "FIDE ID or Name" (TRF exports: the FIDE ID where a
              player has one, else the name, matched to that name's FIDE ID in other events)
  --regulation  the .regula file (default: the regulation saved in the first .xlsx input)
  --sheets    the sheets of .xlsx inputs that are events, comma-separated
  --section   the row of per-section tables for every event (default: each sheet's name when it is one)
  --out       .xlsx: the sheets Regula Season Grand Prix and Regula Season Teams, in a copy of the
              workbook when every event is a sheet of one .xlsx input, else in a new workbook
  Events are named after their sheet, or their file without its extension.`;

export const DIFF_USAGE = `regula diff FILE (--regulation A.regula --against B.regula | [--criteria "PTS BH/C1 BH SB DE"] --edition E --against-edition F) [--format table|csv|json] [--lang de|fr|es|ru|en] [--sheet NAME] [--round N] [--section NAME] [--quiet] [--json]
regula diff FILE... --id COLUMN (the same options) [--sheets "GSQT 1,GSQT 2"] [--format table|json]
regula diff SECTIONS --regulation A.regula --against B.regula (an event in sections: each section compared)

  Ranks the event twice, by the same pipeline as \`regula rank\` — under the first regulation (or
  edition) and under the second — and shows the two standings side by side: each participant's
  place and the criterion that decided it under each, who moves, and a summary: places changed,
  prize and qualification places changed, and the ties (groups level on points) split differently.
  --against   the regulation to compare with (a .regula file); the first is --regulation, or what
              \`rank\` would choose without it (the workbook's saved regulation, --criteria, the file's list)
  --against-edition  the rules edition to compare with: the same list (--criteria, or the file's own)
              under --edition and under this one
  --format    table (default), csv (the side-by-side block), or json:
              {"changes": [{"player", "name", "before", "after", "decidedBefore", "decidedAfter"}], "standings", "ties", "awards", "summary"}
              — "changes" lists exactly the participants whose rank differs
${langUsage('one event’s table is')}
              CSV and JSON are the same in every language; a season and an event in sections are
              compared in English for now (--lang with them is a usage error).
  --id        a season: several events (files, or the sheets of an .xlsx), each compared on its own;
              players matched across events by this column, and the season grand prix compared
              when both regulations have one
  --regulation, --criteria, --edition, --lots  the first ranking, as \`regula rank\` takes them
${EVALUATION_USAGE.slice(EVALUATION_USAGE.indexOf('  --sheet'))}`;

export const RENDER_USAGE = `regula render R.regula [--to html|md] [--lang de|fr|es|ru|en] [--out FILE] [--force] [--quiet] [--json]

  Writes the regulation as it is printed in a tournament booklet: numbered articles — the rules
  in force and how unplayed games count under them, the scoring, the tie-break order with each
  criterion's definition in words and the article it cites, withdrawals, the grand-prix formula
  typeset, qualification tables as tables, prizes and their sharing rule. The same regulation
  gives the same text, so two versions of a federation's rules can be compared with diff.
  --to        md (default: Markdown) or html (one self-contained file: no script, no network)
  --lang      the language the booklet is printed in: de, fr, es, ru or en; default: the locale of
              LC_ALL, else LANG ("de_DE.UTF-8" is de), else English. Not --language, which is the
              language of a chess-results export being read.
  --out       write the document to FILE (through a temporary file renamed into place); without
              it the document is printed. Never the regulation itself.
  --force     replace an --out file that exists and is not a document Regula rendered`;

export const REPORT_USAGE = `regula report FILE [--regulation R.regula | --criteria "PTS BH/C1 BH SB DE" --edition fide-2026 --lots SEED] [--sheet NAME] [--language CODE] [--round N] [--section NAME] [--lang de|fr|es|ru|en] [--out REPORT.html] [--force] [--time ISO] [--watch] [--quiet] [--json]

  The audit of a run as one self-contained HTML file for an appeals committee or an auditor:
  nothing fetched (no script, font or image), printable to PDF on A4 or Letter. In order: the
  run's header (the regulation's name, version and SHA-256, the input and its SHA-256 — the
  hashes of the Regula Audit sheet — the Regula version and the run time); the standings as
  \`rank\` prints them; every group tied on points, the criteria compared in the list's order
  with each member's value, each step of the split and the contributions behind every value
  that decided; then withdrawals, the drawing of lots (seeds and lots), grand prix, teams,
  qualification, prizes and categories with their derivations, and the run's errors and warnings.
  --out       write the report to this file (through a temporary file renamed into place);
              without it the HTML is printed. Never an input (the crosstable, the regulation).
  --force     replace an --out file that exists and is not a report or document Regula wrote
  --time      the run time to record (ISO 8601: 2026-11-27T00:00:00Z); default: SOURCE_DATE_EPOCH
              when set (seconds since 1970), else now. The same input and time give the same bytes.
  --watch     make the report again whenever FILE changes (the run time each time: now, unless --time)
${langUsage('the report is')}
${EVALUATION_USAGE}`;
