/** The part of a Rollup/Rolldown bundle the build plugins read: chunks and their static imports. */
export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
};
export type Bundle = Record<string, { type: string }>;

/** The bundle's chunks by file name, and the chunk that contains `module`. */
export function chunkGraph(bundle: Bundle, module: RegExp) {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  if (!found) throw new Error(`No built chunk contains ${module}`);
  /** The given chunk files with everything they import statically. */
  const staticClosure = (roots: readonly string[], into = new Set<string>()) => {
    for (const file of roots) {
      if (into.has(file)) continue;
      into.add(file);
      staticClosure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  return { chunk: found, staticClosure };
}
