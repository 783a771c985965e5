// The money code stays in small steps: no function in the cart, order or customer domain is longer than
// 80 lines (docs/adr/0055-the-cart-as-processors.md). Lines are counted from a function's first token to its last,
// comments inside included, with the TypeScript compiler's own parser.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const LIMIT = 80;
const root = new URL('../src/domain/', import.meta.url).pathname;
const folders = ['cart', 'order', 'customer'];

interface Measured {
  name: string;
  lines: number;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) && node.name) return node.name.getText();
  if (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent)) return node.parent.name.getText();
  return '(anonymous)';
}

/** Every function, method and arrow function of a source text with its length in lines. */
function functionLengths(fileName: string, text: string): Measured[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ name: nameOf(node), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length in the cart, order and customer domains', () => {
  it('measures a function from its first line to its last', () => {
    const text = ['function short() {', '  return 1;', '}', 'const arrow = () => {', '  const a = 1;', '  return a;', '};'].join('\n');
    expect(functionLengths('x.ts', text)).toEqual([
      { name: 'short', lines: 3 },
      { name: 'arrow', lines: 4 },
    ]);
  });

  it(`has no function over ${LIMIT} lines`, () => {
    const tooLong = folders.flatMap((folder) =>
      sourceFiles(join(root, folder)).flatMap((file) =>
        functionLengths(file, readFileSync(file, 'utf8'))
          .filter((measured) => measured.lines > LIMIT)
          .map((measured) => `${relative(root, file)} ${measured.name}: ${measured.lines} lines`),
      ),
    );
    expect(tooLong).toEqual([]);
  });
});
