import { parseAst } from 'rolldown/parseAst';

/** A function whose own body is longer than allowed. */
export type LongFunction = { name: string; line: number; ownLines: number };

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function nameOf(node: AstNode): string | undefined {
  const key = (node.id ?? node.key) as { name?: string } | undefined;
  if (node.type === 'VariableDeclarator' || node.type === 'Property' || node.type === 'MethodDefinition') {
    return key?.name;
  }
  return undefined;
}

/**
 * The functions of a source whose own body — its lines outside the functions nested in it — is over
 * `maxLines`. A factory whose length is the closures it assembles is measured by its own lines only;
 * each closure is measured on its own. A function is named after itself, or the variable, property
 * or method it is assigned to.
 */
export function longFunctions(source: string, file: string, maxLines: number): LongFunction[] {
  const lineStarts = [0];
  for (let index = 0; index < source.length; index += 1) if (source[index] === '\n') lineStarts.push(index + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const found: LongFunction[] = [];
  const visit = (value: unknown, name: string, ownerLines: Set<number> | null): void => {
    if (Array.isArray(value)) {
      for (const child of value) visit(child, name, ownerLines);
      return;
    }
    if (!isNode(value)) return;
    const named = nameOf(value) ?? name;
    if (!FUNCTION_TYPES.has(value.type)) {
      for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child, named, ownerLines);
      return;
    }
    const first = lineAt(value.start);
    const last = lineAt(value.end);
    if (ownerLines) for (let line = first; line <= last; line += 1) ownerLines.add(line);
    const nested = new Set<number>();
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child, named, nested);
    const inner = [...nested].filter((line) => line > first && line < last).length;
    const ownLines = last - first + 1 - inner;
    const own = (value.id as { name?: string } | null)?.name ?? named;
    if (ownLines > maxLines) found.push({ name: own, line: first, ownLines });
  };
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
  visit(parseAst(source, { lang }, file), '(anonymous)', null);
  return found;
}
