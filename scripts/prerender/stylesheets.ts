/** The part of Vite's build manifest (`.vite/manifest.json`) that says which chunk needs which CSS and code. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The stylesheets the given source modules need, their static imports' first, as the browser would
 * apply them once the modules load. Prerendered markup needs them in <head> before it first paints.
 */
export function stylesheetsFor(manifest: ViteManifest, sources: readonly string[]): string[] {
  const sheets = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
  };
  for (const source of sources) visit(source);
  return [...sheets];
}

/**
 * The JavaScript files the given source modules load, with their static imports, as built asset paths.
 * A prerendered page preloads its own route's code and strings, which the app would otherwise ask
 * for only once its router has started.
 */
export function scriptsFor(manifest: ViteManifest, sources: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}
