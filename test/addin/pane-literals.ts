import ts from 'typescript';

/**
 * The English a task pane component spells out itself instead of taking it from
 * addin/strings (strings in one place, ready for translation), found in the
 * component's syntax tree:
 *
 * - JSX text with a letter in it (`<Button>Run</Button>`);
 * - a string or template literal in a user-facing attribute (`label=`, `hint=`, `aria-label=`,
 *   `title=`, `placeholder=`, `alt=`, …), directly or inside its expression;
 * - a string or template literal with a letter inside an expression among an element's
 *   children (`{busy ? 'Running…' : 'Run'}`);
 * - anywhere else in the file, a literal that reads as prose: a word and a space, or a
 *   capitalised word (`const title = 'How the ties were resolved'`).
 *
 * Left alone: the operands of a comparison (`explain === 'ties'`, codes and sheet names the
 * code looks for), module names, types, property names, and the attributes that are code —
 * test ids, class names, keys, styles, option values, intents.
 */
export function paneLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node, context: Context) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (CODE_ATTRIBUTES.test(name)) return;
      const init = node.initializer;
      if (!init) return;
      const attributeContext: Context = USER_FACING_ATTRIBUTES.has(name) ? 'text' : 'code';
      if (ts.isStringLiteral(init)) {
        if (attributeContext === 'text' && LETTER.test(init.text)) report(init, init.text);
        return;
      }
      ts.forEachChild(init, (child) => visit(child, attributeContext));
      return;
    }
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      ts.forEachChild(node, (child) => visit(child, 'text'));
      return;
    }
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      ts.forEachChild(node, (child) => visit(child, 'code'));
      return;
    }
    if (ts.isPropertyAssignment(node) && !ts.isComputedPropertyName(node.name)) {
      visit(node.initializer, context);
      return;
    }
    const text = literalText(node);
    if (text !== undefined) {
      if (!isComparedWith(node) && (context === 'text' ? LETTER.test(text) : readsAsProse(text))) report(node, text);
      // A template's substitutions may hold literals of their own: `${n} game${n === 1 ? '' : 's'}`.
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression, context);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, context));
  };
  visit(file, 'code');
  return found;
}

/** Inside JSX children or a user-facing attribute every literal with a letter is text; elsewhere only prose is. */
type Context = 'text' | 'code';

const LETTER = /\p{L}/u;
const USER_FACING_ATTRIBUTES = new Set([
  'label',
  'hint',
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'validationMessage',
]);
/** Attributes whose values are code, never shown: test ids, classes, keys, styles, option values, Fluent's variants. */
const CODE_ATTRIBUTES =
  /^(data-[\w-]+|className|key|style|value|selectedValue|type|accept|inputMode|intent|appearance|weight|size|as|role)$/;

/** A word and a space, or a capitalised word: "Read crosstable", "Detect", "ms" after a number. */
function readsAsProse(text: string): boolean {
  return /\p{L}{2,}/u.test(text) && (/\s/.test(text.trim()) || /^\s*\p{Lu}/u.test(text) || /\s\p{L}/u.test(text));
}

/** The text of a string or template literal (a template's substitutions as `{}`); undefined for any other node. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
  return undefined;
}

/** `x === 'ties'`, `name !== 'Regula Standings'`: a value the code compares with, not text it shows. */
function isComparedWith(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isBinaryExpression(parent) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ].includes(parent.operatorToken.kind)
  );
}
