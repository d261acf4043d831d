import type { RegistryWords } from './registry-types';

/*
 * The registry's words in German. Chess terms from the Deutscher Schachbund's Turnierordnung
 * (TO, Anlage "Feinwertungen": "Buchholz-Wertung", "Streichwertung", "verfeinerte
 * Buchholz-Wertung", "Sonneborn-Berger-Wertung", "Fortschrittswertung", "direkter Vergleich",
 * "Anzahl der Siege", "Brettpunkte", "Mannschaftspunkte", "Berliner Wertung") and
 * de.wikipedia.org/wiki/Feinwertung ("Feinwertung", "punktgleich", "Koya-Wertung",
 * "Mittel-Buchholz", "Gegnerschnitt", "Turnierleistung", "Median-Buchholz"); "kampflos",
 * "spielfrei", "Freilos", "Wertungszahl", "Setzliste" as the German chess-results exports print
 * them (io/grid/chess-results-languages.ts). C.07 article numbers, acronyms, the handbook's
 * modifier letters and US Chess rule numbers stay as they are.
 */

const EDE =
  'Direkter Vergleich nach der Hauptwertung; trennt er niemanden, nach der Nebenwertung; eine kleinere gleichstehende Gruppe beginnt von vorn.';
const EXTENDED_SB = (opponent: string, own: string, lowest: string) =>
  `Σ ${opponent} des Gegners am Ende × ${own}; nicht gespielte Runden treffen auf den fiktiven Gegner (Art. 16). Cut 1 streicht das Produkt des Gegners mit den wenigsten ${lowest}, bei gleich wenigen das kleinste Produkt.`;

export const deRegistry: RegistryWords = {
  criteria: {
    PTS: { title: 'Punkte', definition: 'Punkte nach dem Punktesystem des Turniers.' },
    DE: {
      title: 'Direkter Vergleich',
      definition: 'Punkte aus den Partien der Gleichstehenden untereinander, neu berechnet für jede noch gleichstehende Teilgruppe.',
    },
    WIN: { title: 'Anzahl der Siege', definition: 'Runden, in denen die Punkte eines Sieges erzielt wurden, gespielt oder kampflos.' },
    WON: { title: 'Anzahl der gewonnenen Partien', definition: 'Am Brett gewonnene Partien.' },
    BPG: { title: 'Partien mit Schwarz', definition: 'Am Brett mit Schwarz gespielte Partien.' },
    BWG: { title: 'Gewinnpartien mit Schwarz', definition: 'Am Brett mit Schwarz gewonnene Partien.' },
    PS: { title: 'Fortschrittswertung', definition: 'Summe der Punktstände nach jeder Runde; Cut-n streicht die ersten n Runden.' },
    REP: { title: 'Selbst gewählte Runden', definition: 'Runden ohne beantragte Freilose und kampflose Niederlagen.' },
    STD: {
      title: 'Standardpunkte',
      definition: '1 für mehr Punkte als der Gegner, ½ für gleich viele: 1-½-0 Punkte in jedem Punktesystem.',
    },
    TPN: { title: 'Startnummer', definition: 'Die endgültige Startnummer, die niedrigere zuerst (/R: die höhere zuerst).' },
    BH: {
      title: 'Buchholz-Wertung',
      definition: 'Summe der Punkte der Gegner, mit den Regeln der Ausgabe für nicht gespielte Runden.',
    },
    FB: {
      title: 'Vorläufige Buchholz-Wertung (Fore Buchholz)',
      definition: 'Buchholz, als wären alle Partien der letzten Runde remis ausgegangen.',
    },
    AOB: {
      title: 'Durchschnittliche Buchholz-Wertung der Gegner',
      definition: 'Durchschnittliche Buchholz-Wertung (mit /F: Fore Buchholz) der am Brett gespielten Gegner.',
    },
    SB: {
      title: 'Sonneborn-Berger-Wertung',
      definition: 'Summe der Punkte jedes Gegners, vervielfacht mit den gegen ihn erzielten Punkten.',
    },
    KS: {
      title: 'Koya-Wertung',
      definition: 'Punkte gegen Gegner mit mindestens der Hälfte der erreichbaren Punkte (Grenze einstellbar).',
    },
    ARO: { title: 'Gegnerschnitt', definition: 'Mittlere Wertungszahl der am Brett gespielten Gegner.' },
    TPR: { title: 'Turnierleistung (Performance)', definition: 'ARO plus die Wertungsdifferenz für den erzielten Punkteanteil.' },
    PTP: {
      title: 'Perfekte Turnierleistung',
      definition: 'Die niedrigste Wertungszahl, deren erwartete Punktzahl gegen die Gegner die erzielten Punkte erreicht.',
    },
    APRO: { title: 'Durchschnittliche Turnierleistung der Gegner', definition: 'Mittlere TPR der am Brett gespielten Gegner.' },
    APPO: { title: 'Durchschnittliche perfekte Turnierleistung der Gegner', definition: 'Mittlere PTP der am Brett gespielten Gegner.' },
    RTNG: { title: 'Wertungszahl', definition: 'Die eigene Wertungszahl des Teilnehmers, die höhere zuerst (/R: die niedrigere zuerst).' },
    ABH: {
      title: 'Bereinigte Punktzahl für die Buchholz-Wertung',
      definition: 'Die Punktzahl des Teilnehmers, wie die Buchholz-Wertung seiner Gegner sie sieht.',
    },
    AFB: {
      title: 'Bereinigte Punktzahl für die vorläufige Buchholz-Wertung',
      definition: 'Die Punktzahl des Teilnehmers, wie die Fore Buchholz seiner Gegner sie sieht.',
    },
    VUR: { title: 'Freiwillig nicht gespielte Runden', definition: 'Beantragte Freilose und kampflose Niederlagen.' },
    MMED: {
      title: 'Modifizierter Median',
      definition:
        'Bereinigte Punkte der Gegner (deren nicht gespielte Partien ½, eigene nicht gespielte Partien 0) ohne die höchste und die niedrigste bei ausgeglichener Punktzahl, ohne die niedrigste bei Plus-, ohne die höchste bei Minuspunktzahl; ab neun Runden je zwei.',
    },
    SOLK: { title: 'Solkoff', definition: 'Summe der bereinigten Punkte der Gegner (Bereinigung nach 34E1), keine gestrichen.' },
    CUM: {
      title: 'Kumulative Wertung',
      definition:
        'Summe der laufenden Punktstände nach jeder Runde, abzüglich 1 je kampflosem Sieg oder Freilos mit vollem Punkt und ½ je Freilos mit halbem Punkt.',
    },
    MED: {
      title: 'Median',
      definition:
        'Bereinigte Punkte der Gegner ohne die höchste und die niedrigste (ab neun Runden je zwei), gleich bei welcher Punktzahl.',
    },
    RBTP: {
      title: 'Ergebnis unter den Gleichstehenden',
      definition: 'Plus/minus (Siege weniger Niederlagen) in den Partien der Gleichstehenden untereinander, kein Prozentsatz.',
    },
    MBLK: { title: 'Meiste Schwarzpartien', definition: 'Mit Schwarz gespielte Partien.' },
    KASH: { title: 'Kashdan', definition: '4 je Sieg, 2 je Remis, 1 je Niederlage, 0 je nicht gespielter Partie.' },
    USSB: {
      title: 'Sonneborn-Berger-Wertung (US Chess)',
      definition: 'Bereinigte Punkte der besiegten Gegner plus die Hälfte derer, gegen die remisiert wurde.',
    },
    OCUM: { title: 'Kumulative Wertung der Gegner', definition: 'Summe der kumulativen Feinwertungen der Gegner (34E3).' },
    OPERF: {
      title: 'Turnierleistung der Gegner',
      definition: 'Mittel der US-Turnierleistungen der Gegner, (Σ Wertungszahlen + 400 × (Siege − Niederlagen)) ÷ Partien.',
    },
    USARO: {
      title: 'Gegnerschnitt (US Chess)',
      definition: 'Mittlere Wertungszahl der gespielten Gegner mit Wertungszahl (exakt, keine Rundung angegeben).',
    },
    FTS: {
      title: 'Vollständig gekürzter Solkoff',
      definition:
        'Punkte der Gegner ohne die niedrigste; bei Gleichheit ohne die zwei niedrigsten; … bis getrennt. Ordnet die gleichstehende Gruppe.',
    },
    STS: {
      title: 'Kurz gekürzter Solkoff',
      definition: 'Summe der Punkte der Gegner ohne die niedrigste; eine Runde ohne Gegner zählt 0.',
    },
    SBAL: {
      title: 'Solkoff Baliakin',
      definition: 'Summe über die Gegner ihrer Punkte, vervielfacht mit ihrem Solkoff (Regulas Lesart der Worte der DrA).',
    },
    SPLUS: { title: 'Solkoff plus', definition: 'Summe der Solkoff-Werte der Gegner.' },
    MSOL: { title: 'Median-Solkoff', definition: 'Summe der Punkte der Gegner ohne die höchste und die niedrigste.' },
    BRBO: {
      title: 'Besseres Ergebnis gegen die besten Gegner',
      definition:
        'Punkte gegen die übrigen Teilnehmer, Punktgruppe für Punktgruppe verglichen, die beste zuerst. Ordnet die gleichstehende Gruppe.',
    },
    FARO: {
      title: 'Gegnerschnitt (FMJD)',
      definition: 'Mittel über die Runden der Wertungszahl des Gegners; Freilose, kampflose Partien und Gegner ohne Wertungszahl zählen 0.',
    },
    RARO: {
      title: 'Reduzierter Gegnerschnitt',
      definition: 'Gegnerschnitt nach FMJD ohne die n niedrigsten Einträge (Cn, vorgegeben 1).',
    },
    PROG: { title: 'Fortschritt', definition: 'Summe der Punktstände nach jeder Runde.' },
    DADV: { title: 'Remisen mit Vorteil', definition: 'Anzahl der Remisen mit Vorteil (1+).' },
    DDIF: { title: 'Differenz 1+ minus 1−', definition: 'Remisen mit Vorteil (1+) weniger Remisen mit Nachteil (1−).' },
    WLG: {
      title: 'Gewonnene/verlorene Partien',
      definition:
        'Gewonnene und verlorene Partien („6/4“), verglichen nach dem Verhältnis gewonnen ÷ verloren, das höhere zuerst (Regulas Lesart).',
    },
    SLFW: {
      title: 'Schnellere Gewinnpartien (Superblitz)',
      definition: 'In den gewonnenen Superblitz-Wettkämpfen gespielte Partien (Spalten „R1 Games“, …), weniger zuerst.',
    },
    SLSL: {
      title: 'Langsamere Verlustpartien (Superblitz)',
      definition: 'In den verlorenen Superblitz-Wettkämpfen gespielte Partien (Spalten „R1 Games“, …), mehr zuerst.',
    },
    KX: {
      title: 'Erweiterte Koya-Wertung',
      definition:
        'Koya, dann Schritt für Schritt die höchsten Punktgruppen unter 50 % einbezogen, bis getrennt. Ordnet die gleichstehende Gruppe.',
    },
    SOB: {
      title: 'Verfeinerte Buchholz-Wertung',
      definition: 'Summe der Buchholz-Werte der gespielten Gegner; eine eigene nicht gespielte Runde trägt 0 bei.',
    },
    ARZ: {
      title: 'Arranz',
      definition:
        'Partien neu gewertet: Sieg 1, Remis 0,6 mit Schwarz und 0,4 mit Weiß, Niederlage 0; nicht gespielte Runden in Standardpunkten.',
    },
    MAN: {
      title: 'Feinwertung von Hand',
      definition: 'Ein vom Schiedsrichter in eine Spalte der Kreuztabelle eingetragener Wert (manual from column „…“), der höhere zuerst.',
    },
    BCW: {
      title: 'Brettsumme der Siege',
      definition: 'Die Nummern der Bretter, an denen die Mannschaft gewann, addiert; die niedrigere Summe gewinnt.',
    },
    EBE: {
      title: 'Streichung vom letzten Brett an',
      definition: 'Brettpunkte ohne das letzte Brett, dann ohne das nächste, bis die Mannschaften getrennt sind.',
    },
    BC: {
      title: 'Brettsumme',
      definition: 'Σ Brettnummer × an diesem Brett erzielte Brettpunkte, gleich wer spielte; weniger ist besser.',
    },
    TBR: { title: 'Ergebnis am Spitzenbrett', definition: 'Brettpunkte an Brett 1; bei Gleichheit an Brett 2; und so fort.' },
    FWB: {
      title: 'Vorderstes Gewinnbrett',
      definition:
        'Brettpunkte an Brett 1; bei Gleichheit an Brett 2; und so fort: die Mannschaft, die das vorderste nicht remis gespielte Brett gewann.',
    },
    BBE: {
      title: 'Streichung der hinteren Bretter',
      definition: 'Brettpunkte an allen Brettern außer dem letzten; bei Gleichheit auch ohne das vorletzte; und so fort.',
    },
    BERLIN: {
      title: 'Berliner Wertung',
      definition: 'Ein Sieg an Brett k von n zählt n − k + 1 Punkte (das Spitzenbrett am meisten), ein Remis die Hälfte; mehr ist besser.',
    },
    MP: {
      title: 'Mannschaftspunkte',
      definition:
        'Mannschaftspunkte einer Mannschaft: ein gewonnener, unentschiedener oder verlorener Kampf im Mannschaftspunktesystem des Turniers (2-1-0, wenn nicht anders angegeben); ein PAB der Mannschaft zählt wie ein Unentschieden.',
    },
    GP: {
      title: 'Brettpunkte',
      definition:
        'Brettpunkte einer Mannschaft: ihre Brettpunkte aus allen Kämpfen addiert; ein PAB der Mannschaft zählt an jedem Brett als Remis.',
    },
    MPVGP: {
      title: 'Mannschafts- oder Brettpunkte',
      definition:
        'Die Wertung, nach der das Turnier nicht platziert: Brettpunkte, wenn nach Mannschaftspunkten platziert wird, Mannschaftspunkte, wenn nach Brettpunkten.',
    },
    EMMSB: {
      title: 'Erweiterte Sonneborn-Berger-Wertung (MP des Gegners × eigene MP)',
      definition: EXTENDED_SB('MP', 'die gegen ihn erzielten MP', 'MP'),
    },
    EMGSB: {
      title: 'Erweiterte Sonneborn-Berger-Wertung (MP des Gegners × eigene GP)',
      definition: EXTENDED_SB('MP', 'die gegen ihn erzielten GP', 'MP'),
    },
    EGMSB: {
      title: 'Erweiterte Sonneborn-Berger-Wertung (GP des Gegners × eigene MP)',
      definition: EXTENDED_SB('GP', 'die gegen ihn erzielten MP', 'GP'),
    },
    EGGSB: {
      title: 'Erweiterte Sonneborn-Berger-Wertung (GP des Gegners × eigene GP)',
      definition: EXTENDED_SB('GP', 'die gegen ihn erzielten GP', 'GP'),
    },
    EDE: { title: 'Erweiterter direkter Vergleich', definition: EDE },
    EDEBT: {
      title: 'Erweiterter direkter Vergleich, Brettsumme, Ergebnis am Spitzenbrett',
      definition: `${EDE} Zwei noch gleichstehende Mannschaften: BC, dann TBR über ihre Kämpfe gegeneinander (13.3.2).`,
    },
    EDEBB: {
      title: 'Erweiterter direkter Vergleich, Brettsumme, Streichung der hinteren Bretter',
      definition: `${EDE} Zwei noch gleichstehende Mannschaften: BC, dann BBE über ihre Kämpfe gegeneinander (13.3.2).`,
    },
    EDET: {
      title: 'Erweiterter direkter Vergleich, Ergebnis am Spitzenbrett',
      definition: `${EDE} Zwei noch gleichstehende Mannschaften: TBR über ihre Kämpfe gegeneinander (13.3.2).`,
    },
    EDEB: {
      title: 'Erweiterter direkter Vergleich, Streichung der hinteren Bretter',
      definition: `${EDE} Zwei noch gleichstehende Mannschaften: BBE über ihre Kämpfe gegeneinander (13.3.2).`,
    },
    SSSC: {
      title: 'Kombination aus Wertung und Gegnerstärke',
      definition:
        'Die Nebenwertung + Buchholz nach der Hauptwertung ÷ der Normierungsfaktor: ⌊höchste erreichbare Hauptwertung ÷ höchste Nebenwertung eines Kampfes⌋, wenn /Kx ihn nicht festlegt.',
    },
  },
  sources: {
    PTS: 'das Punktesystem des Turniers',
    REP: 'FIDE C.07 Art. 7.6 (GE vor 2024-08)',
    ABH: 'FIDE C.07 Art. 16.3 (Diagnosespalte des Referenzservers)',
    AFB: 'FIDE C.07 Art. 8.3, 16.3 (Diagnosespalte des Referenzservers)',
    VUR: 'FIDE C.07 Art. 16.1.2 (Diagnosespalte des Referenzservers)',
    KX: 'Schiedsrichterhandbuch (S. Reuben), „Official FIDE Tie-break Systems“, Rundenturniere c',
    SOB: 'italienische Folien „Buchholz: che cosa è“; Swiss-Manager-Feinwertungen 25/70',
    ARZ: 'Swiss-Manager-Feinwertung 61',
    MAN: 'FMJD DrA Sortierkriterium 12; Swiss-Manager-Feinwertungen 5/6',
    BCW: 'Schiedsrichterhandbuch (S. Reuben) Kap. 13, Mannschafts-K.-o.-Kämpfe',
    EBE: 'Schiedsrichterhandbuch (S. Reuben) Kap. 13, Mannschafts-K.-o.-Kämpfe',
    FWB: 'deutsche Mannschaftspokal-Praxis, „vorderstes Gewinnbrett“: die Mannschaft, die das vorderste Brett gewann; die Schlüssel von C.07 Art. 12.2 TBR',
    BERLIN: 'deutsche Mannschaftskampf-Praxis (Feinwertung „Berliner Wertung“); Swiss-Manager-Feinwertung 71',
    EDEBT: 'FIDE C.07 Art. 13.3 (im Text von 2026 benannte Kombination)',
    EDEBB: 'FIDE C.07 Art. 13.3 (im Text von 2026 benannte Kombination)',
    EDET: 'FIDE C.07 Art. 13.3 (im Text von 2026 benannte Kombination)',
    EDEB: 'FIDE C.07 Art. 13.3 (im Text von 2026 benannte Kombination)',
  },
  citation: (source) =>
    source
      .replace(/ art\. /g, ' Art. ')
      .replace('Official Rules (7th ed.) rule', 'Official Rules (7. Aufl.) Regel')
      .replace('DrA sort criterion', 'DrA Sortierkriterium')
      .replace('FMJD Annex', 'FMJD Anhang')
      .replace('(cut: ', '(Streichung: '),
  modifiers: {
    cut: 'Cut-n: die n am wenigsten bedeutenden Werte streichen (C.07 14.1, 14.2).',
    progressive:
      'C+: fortschreitende Streichung — die Spieler, die das Kriterium gleich lässt, werden mit einem weiteren gestrichenen Wert erneut verglichen, die dann noch Gleichstehenden mit zwei weiteren, und so fort: vom ungestrichenen Kriterium an (C+: dann cut 1, cut 2 …) oder von der mitgeschriebenen Streichung an (C1+, „cut 1 progressive cuts“: cut 1, dann cut 2 …); das Schiedsrichterhandbuch zur Fortschrittswertung: „bei weiterer Gleichheit das Ergebnis der ersten Runde abziehen und, wenn nötig, das der zweiten“.',
    median: 'Median-n: die n am wenigsten und die n am meisten bedeutenden Werte streichen (C.07 14.3, 14.4).',
    limit:
      'Koya-Grenze (C.07 14.5): L±n in halben Punkten von 50 % aus, Ln ein Prozentsatz der erreichbaren Punkte (die Lesart des Referenzservers).',
    played: '/P: kampflose Partien zählen als Partien gegen den angesetzten Gegner (C.07 6.1.1, 15.2).',
    fore: '/F: der Durchschnitt der Fore Buchholz der Gegner (C.07 2026 8.2).',
    unrated: '/U1400: die Wertungszahl, die die Kriterien nach Wertungszahl Teilnehmern ohne Wertungszahl geben (C.07 Art. 10).',
    reverse: '/R: die umgekehrte Standardreihenfolge (TPN, RTNG).',
    'ignore-vur-first':
      '/V oder /N: den am wenigsten bedeutenden Wert streichen, auch wenn eine freiwillig nicht gespielte Runde gestrichen werden könnte (C.07 16.5 nicht angewandt).',
    edition: '@2009, /V2024, /V2026: die Ausgabe der Regeln nur für dieses Kriterium (die /V0 /V1 /V2 des Referenzservers).',
    factor: '/Kx: der Normierungsfaktor der SSSC, wenn die Regeln ihn festlegen (C.07 13.4).',
    reference: ':MP / :GP: die Mannschaftswertung, die ein Einzelkriterium in einem Mannschaftsturnier liest (C.07 Art. 13).',
    'all-met':
      '/A: direkter Vergleich nur, wenn jeder Gleichstehende gegen jeden anderen gespielt hat — die Lesart vor C.07 2023 (Vega-Handbuch 2016 S. 9; lichess), in der 6.3s „allein vorn, was auch die fehlenden Partien ergeben“ nicht gilt; sonst trennt DE niemanden, und das Audit sagt, warum.',
  },
  unplayed: {
    'fide-2026': 'FIDE C.07 (2026) Art. 16: fiktiver Gegner, begrenzt (16.4.1, 16.4.2)',
    'fide-2024': 'FIDE C.07 (2023/2024) Art. 16: fiktiver Gegner mit der eigenen Punktzahl des Teilnehmers',
    'fide-2023': 'FIDE C.07 (2023/2024) Art. 16: fiktiver Gegner mit der eigenen Punktzahl des Teilnehmers',
    'fide-2009': 'FIDE 2009 (Kallithea): virtueller Gegner; nicht gespielte Partien der Gegner zählen als Remis',
    'fide-pre-2009': 'FIDE vor 2009: eine nicht gespielte Partie zählt als Remis gegen sich selbst',
    'us-chess': 'US Chess 34E: nicht gespielte Partien der Gegner zählen als Remis, eigene nicht gespielte Partien als Gegner mit 0',
    fmjd: 'FMJD: Runden ohne Gegner zählen 0',
    none: 'keine Bereinigung: Punkte wie vergeben, nicht gespielte Runden tragen 0 bei',
  },
  readingTitles: {
    'US Chess 34E2 Solkoff': 'US Chess 34E2 Solkoff',
    Buchholz: 'Buchholz-Wertung',
    'US Chess 34E4 Median': 'US Chess 34E4 Median',
    'median Buchholz': 'Mittel-Buchholz',
    'US Chess 34E3 Cumulative': 'US Chess 34E3 kumulative Wertung',
    'the sum of progressive scores': 'die Fortschrittswertung',
    'US Chess 34E9 cumulative scores of opposition': 'US Chess 34E9 kumulative Wertung der Gegner',
    'the sum of the opponents’ progressive scores': 'die Summe der Fortschrittswertungen der Gegner',
    'US Chess 34E5 result between tied players': 'US Chess 34E5 Ergebnis unter den Gleichstehenden',
    'direct encounter': 'direkter Vergleich',
    'US Chess 34E11 average rating of opposition': 'US Chess 34E11 Gegnerschnitt',
    'C.07 10.1 average rating of opponents': 'C.07 10.1 Gegnerschnitt',
    'US Chess 34E8 Sonneborn-Berger': 'US Chess 34E8 Sonneborn-Berger-Wertung',
    'C.07 9.1 Sonneborn-Berger': 'C.07 9.1 Sonneborn-Berger-Wertung',
    'FMJD DrA 10 average rating of opponents': 'FMJD DrA 10 Gegnerschnitt',
    'C.07 12.1 Board Count': 'C.07 12.1 Brettsumme',
    'the board count of wins (S. Reuben)': 'die Brettsumme der Siege (S. Reuben)',
  },
  readingNotes: {
    'games won over the board (C.07 7.2): a forfeit win or a bye does not count; "anzahl der siege" is the number of wins with them (WIN, 7.1)':
      'am Brett gewonnene Partien (C.07 7.2): ein kampfloser Sieg oder ein Freilos zählt nicht; „Anzahl der Siege“ ist die Zahl der Siege mit ihnen (WIN, 7.1)',
  },
  readUnder: (rules, title, means, others) =>
    `nach den Regeln ${rules} gelesen als ${title} (${means}); sonst bedeutet es ${others.join(' oder ')}`,
  readAs: (means, note) => `gelesen als ${means}, ${note}`,
};
