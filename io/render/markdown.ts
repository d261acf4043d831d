import { RENDER_MARK, type DocumentBlock, type PrintedDocument } from './document';

/*
 * A printed document as Markdown (CommonMark with GitHub tables): the same text every time for
 * the same regulation, so two versions of a federation's rules diff line by line. Characters
 * Markdown would read as markup are escaped.
 */

export function documentMarkdown(document: PrintedDocument): string {
  const lines: string[] = [RENDER_MARK, '', `# ${escape(document.title)}`, ''];
  for (const line of document.subtitle) lines.push(`*${escape(line)}*`, '');
  for (const article of document.articles) {
    lines.push(`## ${escape(article.heading)}`, '');
    for (const block of article.blocks) for (const line of blockLines(block, article.number)) lines.push(line);
  }
  while (lines.at(-1) === '') lines.pop();
  return `${lines.join('\n')}\n`;
}

function blockLines(block: DocumentBlock, article: number): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [escape(block.text), ''];
    case 'list':
      // Numbered items are paragraphs of their own ("3.1." is not a Markdown list marker); bullets are a list.
      return block.numbered
        ? block.items.flatMap((item, i) => [`${article}.${i + 1}. ${escape(item)}`, ''])
        : [...block.items.map((item) => `- ${escape(item)}`), ''];
    case 'formula':
      // An indented code block: typeset as written, nothing in it is markup.
      return [...block.lines.map((line) => `    ${line}`), ''];
    case 'table': {
      const cell = (text: string) => escape(text).replace(/\|/g, '\\|');
      return [
        ...(block.caption ? [`*${escape(block.caption)}*`, ''] : []),
        `| ${block.header.map(cell).join(' | ')} |`,
        `|${block.header.map(() => ' --- ').join('|')}|`,
        ...block.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
        '',
      ];
    }
  }
}

/**
 * Markdown's inline markup escaped: emphasis, code, links and HTML tags (a < before a letter);
 * a line that would start a heading, a list or a quote is escaped too. "<20" and ">=160" stay.
 */
function escape(text: string): string {
  return text
    .replace(/[\\`*_[\]]|<(?=[A-Za-z/!?])/g, (c) => `\\${c}`)
    .replace(/^(\d+)([.)])(?=\s)/, '$1\\$2')
    .replace(/^([-+](?=\s)|[#>])/, '\\$1');
}
