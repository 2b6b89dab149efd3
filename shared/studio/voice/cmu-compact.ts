/**
 * The CMU pronouncing dictionary in a compact text form, for the browser's workers: the package's
 * 4.7 MB module (a 3.9 MB chunk, one object of 135 000 properties built when it loads) becomes one
 * string of 1.5 MB, generated at build time (scripts/vite/cmu-dictionary.ts puts it in the
 * package's place in the bundle), which is searched where it lies: nothing is parsed into
 * objects, a word costs a binary search.
 *
 * Only what the English phonemizer can look up is kept: words of a–z and apostrophes (it cleans a
 * lyric to those before looking it up; alternate pronunciations "word(2)" and entries with digits
 * or dots are never asked for), and the ARPAbet phones with their stress digits (comments such as
 * "# name" are dropped; the phonemizer ignores them).
 *
 * Format: entries sorted by word (UTF-16 order), separated by '|':
 *   <shared-prefix length as a character, '0' + n> <rest of the word> ' ' <one character per phone>
 * The shared prefix is counted from the entry before; every BLOCK-th entry starts a block and
 * spells its word in full, so a lookup binary-searches the blocks and reads at most BLOCK entries.
 */

const BLOCK = 16;
/** Between entries: a character JSON and JS strings need not escape (a line break would cost two bytes each). */
const SEPARATOR = '|';

const VOWELS = ['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW'];
const CONSONANTS = ['B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'NG', 'P', 'R', 'S', 'SH', 'T'];
const MORE_CONSONANTS = ['TH', 'V', 'W', 'Y', 'Z', 'ZH'];
/** Every ARPAbet phone the dictionary uses, vowels with their stress: 69 symbols. */
const SYMBOLS = [
  ...VOWELS.flatMap((vowel) => [`${vowel}0`, `${vowel}1`, `${vowel}2`]),
  ...CONSONANTS,
  ...MORE_CONSONANTS,
];
/** One printable ASCII character per symbol ('!' … 'g'), without '"' and '\' so the text embeds in JS as it is. */
const CODES = (() => {
  const codes: string[] = [];
  for (let code = 0x21; codes.length < SYMBOLS.length; code += 1) {
    const char = String.fromCharCode(code);
    if (char !== '"' && char !== '\\') codes.push(char);
  }
  return codes;
})();
const CODE_OF = new Map(SYMBOLS.map((symbol, index) => [symbol, CODES[index]!]));
const SYMBOL_OF = new Map(CODES.map((code, index) => [code, SYMBOLS[index]!]));

const LOOKUP_WORD = /^[a-z']+$/;

function sharedPrefix(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let length = 0;
  while (length < limit && a.charCodeAt(length) === b.charCodeAt(length)) length += 1;
  return length;
}

/** The compact text of a word → "ARPAbet phones" record (the package's `dictionary`). */
export function encodeCompactDictionary(dictionary: Readonly<Record<string, string>>): string {
  const words = Object.keys(dictionary)
    .filter((word) => LOOKUP_WORD.test(word))
    .sort();
  const lines: string[] = [];
  let previous = '';
  words.forEach((word, index) => {
    const phones = dictionary[word]!.split(' ')
      .map((token) => CODE_OF.get(token))
      .filter((code) => code !== undefined)
      .join('');
    const shared = index % BLOCK === 0 ? 0 : sharedPrefix(previous, word);
    lines.push(`${String.fromCharCode(0x30 + shared)}${word.slice(shared)} ${phones}`);
    previous = word;
  });
  return lines.join(SEPARATOR);
}

/** A word → "ARPAbet phones" lookup over the compact text (undefined for words it lacks). */
export function compactDictionaryLookup(text: string): (word: string) => string | undefined {
  // Where each block starts, found on the first lookup (one pass over the separators, a few ms).
  let blocks: number[] | undefined;
  const indexBlocks = () => {
    const starts: number[] = [];
    let line = 0;
    let at = 0;
    while (at < text.length) {
      if (line % BLOCK === 0) starts.push(at);
      const end = text.indexOf(SEPARATOR, at);
      if (end < 0) break;
      at = end + 1;
      line += 1;
    }
    return starts;
  };
  const blockWord = (start: number) => text.slice(start + 1, text.indexOf(' ', start));
  const decode = (from: number, to: number) => {
    const symbols: string[] = [];
    for (let at = from; at < to; at += 1) symbols.push(SYMBOL_OF.get(text[at]!) ?? '');
    return symbols.join(' ');
  };
  return (word) => {
    if (!text || !LOOKUP_WORD.test(word)) return undefined;
    blocks ??= indexBlocks();
    // The last block whose first word is ≤ the word.
    let low = 0;
    let high = blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (blockWord(blocks[middle]!) <= word) low = middle;
      else high = middle - 1;
    }
    let at = blocks[low]!;
    const end = low + 1 < blocks.length ? blocks[low + 1]! : text.length + 1;
    let current = '';
    while (at < end) {
      const space = text.indexOf(' ', at);
      let lineEnd = text.indexOf(SEPARATOR, space);
      if (lineEnd < 0) lineEnd = text.length;
      current = current.slice(0, text.charCodeAt(at) - 0x30) + text.slice(at + 1, space);
      if (current === word) return decode(space + 1, lineEnd);
      if (current > word) return undefined;
      at = lineEnd + 1;
    }
    return undefined;
  };
}
