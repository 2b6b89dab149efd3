/** The compact CMU dictionary built by scripts/vite/cmu-dictionary.ts (shared/studio/voice/cmu-compact.ts). */
declare module 'virtual:cmu-dictionary' {
  const text: string;
  export default text;
}
