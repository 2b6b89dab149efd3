import fs from 'node:fs';
import path from 'node:path';

/** Extensions in the order Vite and the TypeScript bundler resolution try them. */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const SOURCE_DIRS = ['renderer/src', 'server/src', 'shared', 'electron', 'scripts'];

/**
 * Runtime imports of a module: static `import … from`, `export … from`, side-effect imports and
 * `import()`. Type-only imports are erased by the compiler and do not count.
 */
const IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** The file a relative specifier names, with exact case (as a case-sensitive file system sees it). */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    const dir = path.dirname(candidate);
    if (
      fs.existsSync(dir) &&
      fs.readdirSync(dir).includes(path.basename(candidate)) &&
      fs.statSync(candidate).isFile()
    ) {
      return candidate;
    }
  }
  return null;
}

/** Every source file of the repository's runtimes and the source files it imports at run time. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const imports: string[] = [];
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (target && /\.(ts|tsx|mts)$/.test(target)) imports.push(path.relative(root, target));
    }
    graph.set(path.relative(root, file), imports);
  }
  return graph;
}

/** Groups of files that import each other in a circle (strongly connected components of two or more). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(file: string) {
    order.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  }

  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}
