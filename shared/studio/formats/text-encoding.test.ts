import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { decodeText, xmlDeclaredEncoding } from './text-encoding';

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => Number.parseInt(pair, 16)));
const utf8 = (text: string) => new TextEncoder().encode(text);
const sjis = (text: string) =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const bytes: number[] = bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    bytes.push(...(littleEndian ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
  }
  return Uint8Array.from(bytes);
}

describe('text encodings of imported files', () => {
  it('reads UTF-8 of every plane and drops its byte-order mark', () => {
    const text = 'a é ら 사 𝄞';
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]))).toEqual({
      text,
      encoding: 'utf-8',
      certain: true,
    });
  });

  it('reads UTF-16 in both byte orders, with and without a mark', () => {
    const xml = '<?xml version="1.0"?><score-partwise>さくら</score-partwise>';
    for (const littleEndian of [true, false]) {
      for (const bom of [true, false]) {
        const decoded = decodeText(utf16(xml, littleEndian, bom));
        expect(decoded.text).toBe(xml);
        expect(decoded.encoding).toBe(littleEndian ? 'utf-16le' : 'utf-16be');
      }
    }
  });

  it('follows a declared charset', () => {
    const bytes = Uint8Array.from([...utf8('<?xml version="1.0" encoding="Shift_JIS"?><a>'), ...sjis('うた'), 0x3c]);
    expect(xmlDeclaredEncoding(bytes)).toBe('Shift_JIS');
    expect(decodeText(bytes, xmlDeclaredEncoding(bytes))).toMatchObject({ encoding: 'shift_jis', certain: true });
  });

  it('tells Shift-JIS, EUC-KR, Big5 and GB18030 lyrics apart', () => {
    expect(decodeText(sjis('さくら さくら やよいの そらは'))).toMatchObject({
      text: 'さくら さくら やよいの そらは',
      encoding: 'shift_jis',
    });
    const korean = hex(
      'bbe7b6fbc7d8bfe420bfecb8ae20c7d4b2b220b3ebb7a1b8a620bad2b7afbfe420bfc0b4c320c7cfb4c3c0cc20c1c1bec6bfe4',
    );
    expect(decodeText(korean)).toMatchObject({
      text: '사랑해요 우리 함께 노래를 불러요 오늘 하늘이 좋아요',
      encoding: 'euc-kr',
    });
    const simplified = hex(
      'c4e3bac3ced2c3c7d2bbc6f0b3aab8e8b0c9bdf1ccecb5c4ccecc6f8badcbac3ced2badcb8dfd0cbbcfbb5bdc4e3',
    );
    expect(decodeText(simplified)).toMatchObject({
      text: '你好我们一起唱歌吧今天的天气很好我很高兴见到你',
      encoding: 'gb18030',
    });
    const traditional = hex(
      'a741a66ea7daadcca440b05fb0dbba71a761a4b5a4d1aabaa4d1aef0abdca66ea7daabdcb0aabfb3a8a3a8eca741',
    );
    expect(decodeText(traditional)).toMatchObject({
      text: '你好我們一起唱歌吧今天的天氣很好我很高興見到你',
      encoding: 'big5',
    });
  });

  it('falls back to Windows-1252 and says it is unsure', () => {
    expect(decodeText(hex('4de96c6f646965'))).toEqual({ text: 'Mélodie', encoding: 'windows-1252', certain: false });
  });
});
