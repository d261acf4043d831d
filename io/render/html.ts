import { RENDER_MARK, type DocumentBlock, type PrintedDocument } from './document';

/*
 * A printed document as one self-contained HTML file: no script, no link, no font or image
 * fetched — the style is inline, for the screen and for print (A4, articles kept whole where
 * they fit). Every text is escaped; the same regulation gives the same bytes.
 */

const STYLE = `body{font-family:Georgia,"Times New Roman",serif;max-width:46em;margin:2em auto;padding:0 1em;line-height:1.45;color:#111}
h1{font-size:1.7em;margin-bottom:.2em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #999}
.subtitle{font-style:italic;margin-top:0}ol.articles{padding-left:0;list-style:none}ol.articles>li{margin:.3em 0}
.number{font-weight:bold;margin-right:.4em}pre.formula{font-family:"DejaVu Sans Mono",Consolas,monospace;background:#f4f4f4;padding:.6em 1em}
table{border-collapse:collapse;margin:.6em 0}th,td{border:1px solid #888;padding:.2em .6em;text-align:left}caption{text-align:left;font-style:italic}
@media print{body{margin:0;max-width:none}section{break-inside:avoid}@page{size:A4;margin:2cm}}`;

export function documentHtml(document: PrintedDocument): string {
  const out: string[] = [
    '<!DOCTYPE html>',
    RENDER_MARK,
    `<html lang="${escape(document.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escape(document.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escape(document.title)}</h1>`,
    ...document.subtitle.map((line) => `<p class="subtitle">${escape(line)}</p>`),
  ];
  for (const article of document.articles) {
    out.push(`<section id="article-${article.number}">`, `<h2>${escape(article.heading)}</h2>`);
    for (const block of article.blocks) out.push(blockHtml(block, article.number));
    out.push('</section>');
  }
  out.push('</body>', '</html>');
  return `${out.join('\n')}\n`;
}

function blockHtml(block: DocumentBlock, article: number): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escape(block.text)}</p>`;
    case 'list':
      return block.numbered
        ? `<ol class="articles">\n${block.items.map((item, i) => `<li><span class="number">${article}.${i + 1}</span>${escape(item)}</li>`).join('\n')}\n</ol>`
        : `<ul>\n${block.items.map((item) => `<li>${escape(item)}</li>`).join('\n')}\n</ul>`;
    case 'formula':
      return `<pre class="formula">${block.lines.map(escape).join('\n')}</pre>`;
    case 'table':
      return [
        '<table>',
        ...(block.caption ? [`<caption>${escape(block.caption)}</caption>`] : []),
        `<thead><tr>${block.header.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead>`,
        '<tbody>',
        ...block.rows.map((row) => `<tr>${row.map((c, i) => (i === 0 ? `<th>${escape(c)}</th>` : `<td>${escape(c)}</td>`)).join('')}</tr>`),
        '</tbody>',
        '</table>',
      ].join('\n');
  }
}

/** Text as HTML: & < > " ' escaped, so nothing in a regulation's names can become markup. */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
