/*
 * A printed document as plain data (docs/cli.md "regula render"): numbered articles of paragraphs, lists,
 * tables and typeset formulas. regulation-document.ts builds one from a regulation;
 * markdown.ts and html.ts write it. Text here is plain: each writer escapes it for its format.
 */

export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  /** Items numbered by the article: "4.1", "4.2" … (`numbered`), or bullets. */
  | { kind: 'list'; items: string[]; numbered: boolean }
  | { kind: 'table'; caption?: string; header: string[]; rows: string[][] }
  /** Lines of a formula as typeset: "points = AR × SP × NoP ÷ 1000". */
  | { kind: 'formula'; lines: string[] };

export interface DocumentArticle {
  /** 1-based article number. */
  number: number;
  title: string;
  /** The heading as printed in the document's language: "Article 3. Tie-breaks". */
  heading: string;
  blocks: DocumentBlock[];
}

export interface PrintedDocument {
  /** The language of its words (booklet-words/): "en", "de" … */
  lang: string;
  title: string;
  /** Lines under the title: the version, the rules in force. */
  subtitle: string[];
  articles: DocumentArticle[];
}

/** The first comment of every document Regula renders: how `--out` knows a file it may replace is its own. */
export const RENDER_MARK = '<!-- Regula: a regulation rendered from its .regula file -->';
