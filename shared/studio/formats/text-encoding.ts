/**
 * Text of imported files in whatever encoding their tool wrote: a byte-order mark or a declared
 * charset decides; else UTF-8 when the bytes are valid UTF-8; else the legacy East Asian encoding
 * whose reading looks most like real text (Shift-JIS, EUC-KR, Big5, GB18030); else Windows-1252.
 * Decoding is done by the platform's TextDecoder (browsers, workers and Node all have it), never
 * through arrays of characters.
 */

export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'shift_jis',
  'euc-kr',
  'big5',
  'gb18030',
  'windows-1252',
] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

export type DecodedText = {
  text: string;
  encoding: TextEncodingName;
  /** False when the encoding is a guess among legacy encodings (the summary says so). */
  certain: boolean;
};

type Decoder = { decode(input?: Uint8Array, options?: { stream?: boolean }): string };
type DecoderConstructor = new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => Decoder;
// The studio core is typed without DOM or Node; every runtime it runs in has TextDecoder.
const PlatformDecoder = (globalThis as unknown as { TextDecoder: DecoderConstructor }).TextDecoder;

/** A decoder for a label, or undefined when the label is not one the platform knows. */
export function textDecoder(label: string, fatal = false): Decoder | undefined {
  try {
    return new PlatformDecoder(label, { fatal, ignoreBOM: false });
  } catch {
    return undefined;
  }
}

function decodeStrict(bytes: Uint8Array, label: string): string | undefined {
  try {
    return textDecoder(label, true)?.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The encoding a byte-order mark names, with the mark's length. */
export function byteOrderMark(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** UTF-16 without a mark, seen from the zero bytes of ASCII markup ("<\0?\0" or "\0<\0?"). */
function unmarkedUtf16(bytes: Uint8Array): TextEncodingName | undefined {
  if (bytes.length < 4) return undefined;
  if (bytes[0] === 0x3c && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0) return 'utf-16le';
  if (bytes[0] === 0 && bytes[1] === 0x3c && bytes[2] === 0 && bytes[3] !== 0) return 'utf-16be';
  return undefined;
}

const LABELS: Record<string, TextEncodingName> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'utf-16': 'utf-16le',
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
  shift_jis: 'shift_jis',
  'shift-jis': 'shift_jis',
  sjis: 'shift_jis',
  'windows-31j': 'shift_jis',
  cp932: 'shift_jis',
  'euc-kr': 'euc-kr',
  cp949: 'euc-kr',
  'ks_c_5601-1987': 'euc-kr',
  big5: 'big5',
  gb18030: 'gb18030',
  gbk: 'gb18030',
  gb2312: 'gb18030',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'windows-1252': 'windows-1252',
};

/** Our name for a charset label a file declares (XML encoding="…", UST Charset=…). */
export function encodingOfLabel(label: string | undefined): TextEncodingName | undefined {
  return label ? LABELS[label.trim().toLowerCase()] : undefined;
}

// The most frequent characters of each language's lyrics and prose: a reading in the wrong legacy
// encoding gives characters of the right script but rarely these.
const COMMON_HANGUL = new Set(
  '이다는의에가을를고하지기서도로한사나그리아어자수있대요해게내면시우들것라만니보거주전정무으마오소일랑너날말없네처럼데속눈물빛별꿈맘음함께길밤바람늘세상모든두손잡슴안저여까래워줘좋싶죠야난널걸될된할간생각때운노부르곡새문집작중분장미비유선원실국치발러드터스트크프서큼시항또더잘못른같은건봐왔었했제금오영히희',
);
const COMMON_SIMPLIFIED = new Set(
  '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东海口使再平真听世气信北少关并内加化由却代产入先山五太水万眼体别处总才场书比九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服林题建南度色字请交爱让认算论百吃义怎元结六思非流每青夫连远跟带花快条变言往展该领传近留红决周达办运半候七必城父强步完深即求品转量空轻程告江语英基满式息写呢识极令黄收脸钱倒未持音梦泪雨雪夜歌唱春秋冬夏星',
);
const COMMON_TRADITIONAL = new Set(
  '的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學對可她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女問力機給等幾很業最間新什打便位因重被走電四第門相次東海口使再平真聽世氣信北少關並內加化由卻代產入先山五太水萬眼體別處總才場書比九笑性通目華報立馬命張活難神數件安表原車白應路期叫死常提感金何更反合放做系計或利受光王果親界及今京務制解各任至清物台象記邊共風戰乾接它許八特覺望直服林題建南度色字請交愛讓認算論百吃義怎元結六思非流每青夫連遠跟帶花快條變言往展該領傳近留紅決周達辦運半候七必城父強步完深即求品轉量空輕程告江語英基滿式息寫呢識極令黃收臉錢倒未持音夢淚雨雪夜歌唱春秋冬夏星',
);
const KANA = /[\u3041-\u3096\u30a1-\u30fc]/;
const KANJI = /[\u4e00-\u9fff\u3005]/;
// A Latin-1 letter with a diacritic next to an ASCII letter ("Mélodie"), as European names have.
const ACCENTED_IN_WORD = /(?<=[A-Za-z])[\u00c0-\u00ff]|[\u00c0-\u00ff](?=[A-Za-z])/g;

/** How much a reading looks like real text in the encoding's language (0–1, over non-ASCII characters). */
function plausibility(text: string, encoding: TextEncodingName): number {
  if (encoding === 'windows-1252') {
    const nonAscii = [...text].filter((character) => character.charCodeAt(0) >= 0x80).length;
    return nonAscii ? (text.match(ACCENTED_IN_WORD)?.length ?? 0) / nonAscii : 0;
  }
  let total = 0;
  let good = 0;
  for (const character of text) {
    if (character.charCodeAt(0) < 0x80) continue;
    total += 1;
    if (encoding === 'shift_jis') good += KANA.test(character) ? 1 : KANJI.test(character) ? 0.5 : 0;
    else if (encoding === 'euc-kr') good += COMMON_HANGUL.has(character) ? 1 : 0;
    else if (encoding === 'gb18030') good += COMMON_SIMPLIFIED.has(character) ? 1 : 0;
    else if (encoding === 'big5') good += COMMON_TRADITIONAL.has(character) ? 1 : 0;
  }
  return total ? good / total : 0;
}

const LEGACY: readonly TextEncodingName[] = ['shift_jis', 'euc-kr', 'big5', 'gb18030', 'windows-1252'];

/** Text of bytes in a legacy encoding: the most plausible reading among those that decode cleanly. */
function guessLegacy(bytes: Uint8Array): DecodedText {
  let best: { text: string; encoding: TextEncodingName; score: number } | undefined;
  let runnerUp = 0;
  for (const encoding of LEGACY) {
    const text = decodeStrict(bytes, encoding);
    if (text === undefined) continue;
    const score = plausibility(text, encoding);
    if (!best || score > best.score) {
      runnerUp = best?.score ?? 0;
      best = { text, encoding, score };
    } else runnerUp = Math.max(runnerUp, score);
  }
  if (best && best.score >= 0.3) {
    const certain = best.encoding !== 'windows-1252' && best.score >= 0.6 && best.score - runnerUp >= 0.3;
    return { text: best.text, encoding: best.encoding, certain };
  }
  return { text: textDecoder('windows-1252')!.decode(bytes), encoding: 'windows-1252', certain: false };
}

/**
 * Text of a file or of a string inside one. `declared` is a charset the file names (it wins
 * when the platform knows it and the bytes decode in it).
 */
export function decodeText(bytes: Uint8Array, declared?: string): DecodedText {
  const mark = byteOrderMark(bytes);
  if (mark) return { text: textDecoder(mark.encoding)!.decode(bytes), encoding: mark.encoding, certain: true };
  const unmarked = unmarkedUtf16(bytes);
  if (unmarked) return { text: textDecoder(unmarked)!.decode(bytes), encoding: unmarked, certain: true };
  const named = encodingOfLabel(declared);
  if (named) {
    const text = decodeStrict(bytes, named);
    if (text !== undefined) return { text, encoding: named, certain: true };
  }
  const utf8 = decodeStrict(bytes, 'utf-8');
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8', certain: true };
  return guessLegacy(bytes);
}

/** UTF-8 text; malformed sequences become U+FFFD (JSON formats, which are UTF-8 by definition). */
export function decodeUtf8(bytes: Uint8Array): string {
  return textDecoder('utf-8')!.decode(bytes);
}

/** The encoding an XML declaration names (`<?xml … encoding="…"?>`), read from ASCII-compatible bytes. */
export function xmlDeclaredEncoding(bytes: Uint8Array): string | undefined {
  const head = textDecoder('windows-1252')!.decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
}
