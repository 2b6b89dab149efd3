import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ESM = path.join(ROOT, 'node_modules/@mantine/core/esm');
const COMPONENTS = path.join(ESM, 'components');
/** Parts several components share (InlineInput under Checkbox, Switch, Radio, …), with styles of their own. */
const UTILS = path.join(ESM, 'utils');
const STYLES = path.join(ROOT, 'node_modules/@mantine/core/styles');

/**
 * Sub-components the app does not render, whose imports would otherwise pull in styles it never needs
 * (Menu.RadioItem brings Radio). The last test fails once the app starts using one of them.
 */
const PARTS_NOT_RENDERED = [{ dir: 'Menu/MenuRadioItem', usage: 'Menu.RadioItem' }];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => path.join(dir, file));
}

const rendererSources = sourceFiles(path.join(ROOT, 'renderer/src')).map((file) => fs.readFileSync(file, 'utf8'));

/** The component or shared part (components/X, utils/X) a Mantine module belongs to. */
function ownerOf(file: string): string | undefined {
  for (const dir of [COMPONENTS, UTILS]) {
    const relative = path.relative(dir, file);
    if (!relative.startsWith('..')) return relative.split(path.sep)[0];
  }
  return undefined;
}

/**
 * Mantine components the renderer imports, with the components and shared parts those build on:
 * every relative import of every module in the component's folder, its sub-components' included
 * (Accordion.Control is an UnstyledButton, so UnstyledButton's styles must come first).
 */
function componentsInUse(): Map<string, Set<string>> {
  const components = new Set(fs.readdirSync(COMPONENTS));
  const skipped = PARTS_NOT_RENDERED.map((part) => path.join(COMPONENTS, part.dir));
  const dependencies = new Map<string, Set<string>>();
  const visit = (component: string) => {
    if (dependencies.has(component)) return;
    const uses = new Set<string>();
    dependencies.set(component, uses);
    const dir = path.join(components.has(component) ? COMPONENTS : UTILS, component);
    const modules = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => path.join(dir, file))
      .filter((file) => !skipped.some((part) => file.startsWith(part + path.sep)));
    for (const file of modules) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, specifier = ''] of code.matchAll(/from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        const other = ownerOf(path.resolve(path.dirname(file), specifier));
        if (other && other !== component && /^[A-Z]/.test(other)) uses.add(other);
      }
    }
    for (const other of uses) visit(other);
  };
  for (const code of rendererSources) {
    for (const [, names = ''] of code.matchAll(/import\s*\{([\s\S]*?)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names.split(',').map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )) {
        if (components.has(name)) visit(name);
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

  it('leaves out only sub-components the app does not render', () => {
    const used = PARTS_NOT_RENDERED.filter((part) => rendererSources.some((code) => code.includes(part.usage)));
    expect(used).toEqual([]);
  });
});
