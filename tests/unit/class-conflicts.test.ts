import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buttonClasses } from '../../web/src/components/ui/button';

/**
 * The screens join class names without merging them (web/src/components/ui/cn.ts; docs/decisions.md,
 * Class names are joined, not merged): no two class lists joined into one element may set the same
 * thing, or which one shows would depend on the stylesheet's order. This reads every `cn(...)` in
 * web/src and every class list a caller adds to a component that takes one, works out the strings each
 * part can be, and asks tailwind-merge, which knows Tailwind's conflicts, whether any pair conflicts.
 */
const WEB = join(import.meta.dirname, '../../web/src');

const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) =>
    ts.createSourceFile(
      join(WEB, file),
      readFileSync(join(WEB, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    ),
  );

/** Every file's top-level `const NAME = <expression>`, by name (the screens' names for class lists are unique). */
const constants = new Map<string, ts.Expression>();
for (const file of files)
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          constants.set(declaration.name.text, declaration.initializer);

/** The class lists an expression can be; none for what is not known here (a prop, a call). */
function listsOf(node: ts.Expression): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return listsOf(node.expression);
  if (ts.isTemplateExpression(node))
    return [
      [
        node.head.text,
        ...node.templateSpans.flatMap((span) => [...listsOf(span.expression), span.literal.text]),
      ].join(' '),
    ];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [[...listsOf(node.left), ...listsOf(node.right)].join(' ')];
  if (ts.isBinaryExpression(node)) return listsOf(node.right);
  if (ts.isConditionalExpression(node)) return [...listsOf(node.whenTrue), ...listsOf(node.whenFalse)];
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? listsOf(value) : [];
  }
  // VARIANTS[variant], STYLES[outcome].className: any of the object's entries.
  if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node))
    return listsOf(node.expression);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? listsOf(property.initializer) : [],
    );
  if (ts.isJsxExpression(node) && node.expression) return listsOf(node.expression);
  return [];
}

const classes = (list: string) => list.split(/\s+/).filter(Boolean);

/** The classes of `first` and `second` together that tailwind-merge would drop as overridden. */
function conflicts(first: string, second: string): string[] {
  const joined = [...new Set([...classes(first), ...classes(second)])];
  const kept = new Set(classes(twMerge(joined.join(' '))));
  return joined.filter((name) => !kept.has(name));
}

const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  return `${relative(WEB, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

function* descendants(node: ts.Node): Generator<ts.Node> {
  for (const child of node.getChildren()) {
    yield child;
    yield* descendants(child);
  }
}

const cnCalls = files.flatMap((file) =>
  [...descendants(file)].filter(
    (node): node is ts.CallExpression =>
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn',
  ),
);

/** Conflicts between the parts of one class list: any value of one part against any of another. */
function partConflicts(parts: string[][], at: string): string[] {
  const found: string[] = [];
  parts.forEach((lists, index) => {
    for (const list of lists) {
      const within = conflicts(list, '');
      if (within.length) found.push(`${at}: "${list}" overrides itself (${within.join(' ')})`);
      for (const later of parts.slice(index + 1))
        for (const other of later) {
          const dropped = conflicts(list, other);
          if (dropped.length) found.push(`${at}: "${list}" and "${other}" both set ${dropped.join(' ')}`);
        }
    }
  });
  return found;
}

/** A component that joins its caller's `className` (or `...ClassName`) into its own, with its own parts. */
const takers = new Map<string, string[][]>();
for (const call of cnCalls) {
  const taken = call.arguments.some(
    (argument) => ts.isIdentifier(argument) && /className$/i.test(argument.text),
  );
  const owner = ts.findAncestor(call, ts.isFunctionDeclaration);
  if (taken && owner?.name)
    takers.set(owner.name.text, call.arguments.filter((argument) => !ts.isIdentifier(argument)).map(listsOf));
}

/** What a Button's own classes are for the variant and size a caller chose. */
function buttonParts(element: ts.JsxOpeningLikeElement): string[][] {
  const chosen = (name: string) => {
    const attribute = element.attributes.properties.find(
      (property) => ts.isJsxAttribute(property) && property.name.getText() === name,
    );
    return attribute && ts.isJsxAttribute(attribute) && attribute.initializer
      ? listsOf(attribute.initializer)
      : [undefined];
  };
  return [
    chosen('variant').flatMap((variant) =>
      chosen('size').map((size) =>
        buttonClasses(
          variant as Parameters<typeof buttonClasses>[0],
          size as Parameters<typeof buttonClasses>[1],
        ),
      ),
    ),
  ];
}

const callers = files.flatMap((file) =>
  [...descendants(file)].filter(
    (node): node is ts.JsxOpeningLikeElement =>
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      (takers.has(node.tagName.getText()) || node.tagName.getText() === 'Button'),
  ),
);

describe('class names joined on one element', () => {
  it('are read from every cn(...) and every caller of a component that takes classes', () => {
    // So that this cannot pass by reading nothing.
    expect(cnCalls.length).toBeGreaterThan(50);
    expect([...takers.keys()]).toEqual(
      expect.arrayContaining(['Card', 'CardBody', 'Badge', 'Skeleton', 'TransactionRow']),
    );
    expect(callers.filter((element) => element.tagName.getText() === 'Button').length).toBeGreaterThan(50);
  });

  it('never set the same thing twice within one cn(...)', () => {
    expect(cnCalls.flatMap((call) => partConflicts(call.arguments.map(listsOf), where(call)))).toEqual([]);
  });

  it("never set what the component's own classes set", () => {
    const found = callers.flatMap((element) => {
      const attribute = element.attributes.properties.find(
        (property) => ts.isJsxAttribute(property) && property.name.getText() === 'className',
      );
      if (!attribute || !ts.isJsxAttribute(attribute) || !attribute.initializer) return [];
      const own =
        element.tagName.getText() === 'Button'
          ? buttonParts(element)
          : (takers.get(element.tagName.getText()) ?? []);
      return partConflicts([...own, listsOf(attribute.initializer)], where(element));
    });
    expect(found).toEqual([]);
  });
});
