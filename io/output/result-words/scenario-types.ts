/*
 * The words of `regula scenarios` (docs/cli.md "regula scenarios"), a part of each language's
 * table (ResultWords.scenarios): the heading of the round to come, the boards that matter, each
 * contender's heading and what each result of their own board gives. Names, the tie-break list
 * (acronyms), board numbers and the option the places came from (`--places`) pass through as
 * they are; the JSON (`--format json`) is the same in every language.
 */

/** A contender's own result on their board. */
export type OwnResult = 'win' | 'draw' | 'loss';

/** Where the number of places studied came from, when not from an option (`--places`, the pane's field: printed as it is). */
export type PlacesFromKind = 'prizes' | 'qualification' | 'default';

/** What an exact answer of a bounded run would take: the re-rankings it needs (`atLeast`: a lower bound), over Regula's limit. */
export interface ExactNeeds {
  combinations: number;
  atLeast: boolean;
  limit: number;
  /** The bound on the candidates' own boards is below the limit: the ties their tie-breaks read take it over. */
  beyond: boolean;
}

/** The round to come: its number, the boards left to play, how many of them can change the places, the places and the list. */
export interface RoundToCome {
  round: number;
  open: number;
  changing: number;
  range: string;
  list: string;
}

export interface ScenarioWords {
  /** "places 1–3", "place 1". */
  range: (places: number) => string;
  /** "Places 1–3 (the regulation's overall prizes)." */
  placesLine: (range: string, from: string) => string;
  placesFrom: Readonly<Record<PlacesFromKind, string>>;
  /** The first line: every combination re-ranked, or `answered` re-rankings that answered them (fewer). */
  heading: (round: RoundToCome, combinations: number, answered: number | undefined) => string;
  /** The first line when the combinations are too many to re-rank each: bounded on points alone. */
  boundedHeading: (round: RoundToCome, needs: ExactNeeds) => string;
  boardsThatMatter: string;
  boardsThatCanMatter: string;
  /** "Kim – Lee (colours not given)". */
  board: (first: string, second: string, coloursKnown: boolean) => string;
  nobody: (range: string) => string;
  /** "Costa, Clara (3), 3.5 points, board 2 with White against Dahl, David (4):" — `points` already written. */
  contender: (name: string, points: string, board?: { number: number; colour?: 'white' | 'black'; opponent: string }) => string;
  /** "whatever their result: ", "with a draw: ". */
  own: { any: string; with: (result: OwnResult) => string };
  alone: (place: number) => string;
  shared: (first: number, last: number) => string;
  outside: (range: string) => string;
  /** "whatever happens on other boards". */
  whatever: string;
  /** " when A and B, or when C": each alternative's conditions already written. */
  when: (alternatives: readonly (readonly string[])[]) => string;
  /** One board's allowed results, from its first player's side. */
  condition: {
    beats: (a: string, b: string) => string;
    draw: (a: string, b: string) => string;
    notLose: (a: string, b: string) => string;
    notBeat: (a: string, b: string) => string;
    notDrawn: (a: string, b: string) => string;
    /** Any other set of results, by their codes ("1-0 or 0-1"). */
    results: (codes: readonly string[]) => string;
    onBoard: (condition: string, board: number) => string;
  };
  /** A bounded contender's place after one result of their board. */
  bound: {
    within: (range: string, best: number, worst: number, decide: string) => string;
    atBest: (best: number, range: string, decide: string) => string;
    decide: (boards: readonly number[]) => string;
  };
  /** The sentences' join: the places of one result ("first alone when …; shared second to third when …"). */
  separator: string;
}
