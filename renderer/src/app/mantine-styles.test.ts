import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const COMPONENTS = path.join(ROOT, 'node_modules/@mantine/core/esm/components');
const STYLES = path.join(ROOT, 'node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => path.join(dir, file));
}

/** Mantine components the renderer imports, with the Mantine components those build on. */
function componentsInUse(): Map<string, Set<string>> {
  const known = new Set(fs.readdirSync(COMPONENTS));
  const dependencies = new Map<string, Set<string>>();
  const visit = (component: string) => {
    if (dependencies.has(component)) return;
    const uses = new Set<string>();
    dependencies.set(component, uses);
    const dir = path.join(COMPONENTS, component);
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'))) {
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, other] of code.matchAll(/from\s*["']\.\.\/([A-Z][A-Za-z]+)\//g)) {
        if (other && other !== component && known.has(other)) uses.add(other);
      }
    }
    for (const other of uses) visit(other);
  };
  for (const file of sourceFiles(path.join(ROOT, 'renderer/src'))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const [, names = ''] of code.matchAll(/import\s*\{([\s\S]*?)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names.split(',').map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )) {
        if (known.has(name)) visit(name);
      }
    }
  }
  return dependencies;
}

const imported = [
  ...fs
    .readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8')
    .matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g),
].map(([, name]) => name);

describe('mantine-styles', () => {
  const inUse = componentsInUse();
  const styled = [...inUse.keys()].filter((component) => fs.existsSync(path.join(STYLES, `${component}.css`)));

  it('imports the styles of every Mantine component the app uses', () => {
    expect(styled.length).toBeGreaterThan(10);
    expect(styled.filter((component) => !imported.includes(component))).toEqual([]);
  });

  it('imports a component after the components it builds on', () => {
    const outOfOrder = styled.flatMap((component) =>
      [...(inUse.get(component) ?? [])]
        .filter((dependency) => imported.includes(dependency))
        .filter((dependency) => imported.indexOf(dependency) > imported.indexOf(component))
        .map((dependency) => `${dependency} after ${component}`),
    );
    expect(outOfOrder).toEqual([]);
  });

  it('starts with the baseline, the CSS variables and the global styles', () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
