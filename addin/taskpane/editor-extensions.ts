import { autocompletion, completionKeymap, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { Compartment, RangeSetBuilder, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  hoverTooltip,
  keymap,
  lineNumbers,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { completeRegulation, diagnoseRegulation, highlightRegulation, hoverRegulation, type HighlightKind } from '../../dsl';
import type { PaneStrings } from '../strings';

/*
 * CodeMirror 6 over the dsl's editor service: the language itself is not re-described
 * here; highlighting, diagnostics and completion come from highlightRegulation,
 * diagnoseRegulation and completeRegulation, so the editor never disagrees with `regula check`.
 */

const marks = new Map<HighlightKind, Decoration>();
const markOf = (kind: HighlightKind) => {
  let mark = marks.get(kind);
  if (!mark) marks.set(kind, (mark = Decoration.mark({ class: `rg-${kind}` })));
  return mark;
};

function decorations(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const text = view.state.doc.toString();
  let last = 0;
  for (const token of highlightRegulation(text)) {
    if (token.from < last || token.to <= token.from) continue;
    builder.add(token.from, token.to, markOf(token.kind));
    last = token.to;
  }
  return builder.finish();
}

const highlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorations(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = decorations(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const diagnostics = linter(
  (view): Diagnostic[] =>
    diagnoseRegulation(view.state.doc.toString()).map((d) => ({
      from: d.from,
      to: Math.min(d.to, view.state.doc.length),
      // A note (how words another source reads otherwise were read) is CodeMirror's info.
      severity: d.severity === 'note' ? 'info' : d.severity,
      source: d.code,
      message: `${d.line}:${d.column} ${d.message}`,
    })),
  { delay: 250 },
);

function complete(context: CompletionContext): CompletionResult | null {
  const text = context.state.doc.toString();
  const result = completeRegulation(text, context.pos);
  if (result.options.length === 0 || (result.from === result.to && !context.explicit)) return null;
  return {
    from: result.from,
    to: result.to,
    options: result.options.map((o) => ({
      label: o.label,
      type: o.kind === 'criterion' ? 'function' : o.kind === 'modifier' ? 'property' : o.kind === 'article' ? 'namespace' : 'keyword',
      ...(o.detail ? { detail: o.detail } : {}),
      ...(o.info ? { info: o.info } : {}),
    })),
    filter: false,
  };
}

/** What the word under the pointer means (dsl/hover.ts): a title, the meaning, the rule it follows ("Source:" in the pane's words). */
const meaning = (words: PaneStrings) =>
  hoverTooltip((view, pos) => {
    const hover = hoverRegulation(view.state.doc.toString(), pos);
    if (!hover) return null;
    return {
      pos: hover.from,
      end: Math.min(hover.to, view.state.doc.length),
      above: true,
      create() {
        const dom = document.createElement('div');
        dom.className = 'rg-hover';
        const title = dom.appendChild(document.createElement('strong'));
        title.textContent = hover.title;
        for (const line of hover.text.split('\n')) dom.appendChild(document.createElement('p')).textContent = line;
        if (hover.source) dom.appendChild(document.createElement('p')).textContent = words.regulation.hoverSource(hover.source);
        return { dom };
      },
    };
  });

/** Fluent's token, with the light theme's value where no FluentProvider sets it. */
const token = (name: string, light: string) => `var(--${name}, ${light})`;

// Colours from the Fluent theme (theme.ts), so the editor follows Office's light or dark theme.
const theme = EditorView.theme({
  '&': { fontSize: '13px', height: '100%', border: `1px solid ${token('colorNeutralStroke1', '#d1d1d1')}`, borderRadius: '4px' },
  '.cm-scroller': { fontFamily: 'Consolas, "Cascadia Mono", monospace' },
  '.cm-content': { caretColor: token('colorNeutralForeground1', '#242424') },
  '.cm-cursor': { borderLeftColor: token('colorNeutralForeground1', '#242424') },
  '.cm-gutters': {
    backgroundColor: token('colorNeutralBackground2', '#fafafa'),
    color: token('colorNeutralForeground3', '#616161'),
    borderRightColor: token('colorNeutralStroke2', '#e0e0e0'),
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: token('colorNeutralBackground5', '#ebebeb') },
  '.cm-tooltip': {
    backgroundColor: token('colorNeutralBackground1', '#ffffff'),
    color: token('colorNeutralForeground1', '#242424'),
    border: `1px solid ${token('colorNeutralStroke1', '#d1d1d1')}`,
  },
  '.rg-hover': { maxWidth: '320px', padding: '4px 8px', fontSize: '12px' },
  '.rg-hover p': { margin: '4px 0 0' },
  '.rg-article': { color: token('colorPaletteBlueForeground2', '#0f548c'), fontWeight: '600' },
  '.rg-keyword': { color: token('colorPalettePurpleForeground2', '#8a3ffc') },
  '.rg-criterion': { color: token('colorPaletteGreenForeground1', '#0e700e'), fontWeight: '600' },
  '.rg-number': { color: token('colorPaletteDarkOrangeForeground1', '#b35c00') },
  '.rg-string': { color: token('colorPaletteRedForeground1', '#a4262c') },
  '.rg-comment': { color: token('colorNeutralForeground3', '#6b6b6b'), fontStyle: 'italic' },
  '.rg-name': { color: token('colorPaletteTealForeground2', '#005b70') },
  '.rg-invalid': { textDecoration: `underline wavy ${token('colorStatusDangerForeground1', '#c50f1f')}` },
});

/**
 * The editor's own words in the pane's language — its name for screen readers, the hover's
 * "Source:" — in a compartment that regulation-editor.tsx reconfigures when the language changes.
 */
export const editorWords = new Compartment();

export function wordsExtensions(words: PaneStrings): Extension[] {
  return [
    meaning(words),
    // A name for screen readers, and a tab stop axe-core recognises in the scrolled editor.
    EditorView.contentAttributes.of({ 'aria-label': words.regulation.editor, tabindex: '0' }),
  ];
}

export function regulationExtensions(onChange: (text: string) => void, words: PaneStrings): Extension[] {
  return [
    lineNumbers(),
    history(),
    keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
    highlighting,
    diagnostics,
    lintGutter(),
    autocompletion({ override: [complete], activateOnTyping: true }),
    editorWords.of(wordsExtensions(words)),
    theme,
    EditorView.lineWrapping,
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
}
