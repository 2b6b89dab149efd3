/** The English (US) hyphenation patterns of the `hyphen` package (it ships no types). */
declare module 'hyphen/en-us' {
  const hyphenator: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default hyphenator;
}
