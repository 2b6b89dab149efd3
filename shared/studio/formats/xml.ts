import { XMLParser } from 'fast-xml-parser';
import { IMPORT_LIMITS } from './budget';
import { ImportError } from './types';

/**
 * A thin reading layer over fast-xml-parser's order-preserving output (MusicXML needs the order of
 * <note>, <backup> and <forward> in a measure). A node is `{ [tag]: children, ':@'?: attributes }`.
 */
export type XmlNode = Record<string, unknown>;

let parser: XMLParser | undefined;
const options = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  maxNestedTags: IMPORT_LIMITS.maxXmlDepth,
  // No callbacks take paths, and building them costs about a fifth of the parse.
  jPath: false,
} as const;

/** Refuses, before parsing, a text with more elements or notes than an import may cost. */
function countElements(text: string): void {
  const elements = /<[A-Za-z_]/g;
  let count = 0;
  while (elements.exec(text)) {
    count += 1;
    if (count > IMPORT_LIMITS.maxXmlElements) {
      throw new ImportError('IMPORT_TOO_LARGE', `more than ${IMPORT_LIMITS.maxXmlElements} elements`);
    }
  }
  const notes = /<note[\s>]/g;
  count = 0;
  while (notes.exec(text)) {
    count += 1;
    if (count > IMPORT_LIMITS.maxSourceNotes) {
      throw new ImportError('IMPORT_TOO_LARGE', `more than ${IMPORT_LIMITS.maxSourceNotes} notes`);
    }
  }
}

/** The top-level nodes of an XML text; text that is not XML is IMPORT_CORRUPTED, one too large IMPORT_TOO_LARGE. */
export function parseXml(text: string): XmlNode[] {
  if (!/^\s*</.test(text)) throw new ImportError('IMPORT_CORRUPTED', 'not XML');
  countElements(text);
  try {
    parser ??= new XMLParser(options);
    return parser.parse(text) as XmlNode[];
  } catch (error) {
    throw new ImportError('IMPORT_CORRUPTED', error instanceof Error ? error.message : 'XML');
  }
}

export function tagOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

export function kids(node: XmlNode | undefined): XmlNode[] {
  if (!node) return [];
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return kids(node).find((candidate) => tagOf(candidate) === name);
}

export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  return kids(node).filter((candidate) => tagOf(candidate) === name);
}

/** The text inside a node (its text children joined). */
export function text(node: XmlNode | undefined): string {
  return kids(node)
    .map((candidate) =>
      typeof candidate['#text'] === 'string' || typeof candidate['#text'] === 'number'
        ? String(candidate['#text'])
        : '',
    )
    .join('');
}

export function attr(node: XmlNode | undefined, name: string): string | undefined {
  const attributes = node?.[':@'] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return value === undefined ? undefined : String(value);
}

export function numberOf(node: XmlNode | undefined, fallback = 0): number {
  const value = Number.parseFloat(text(node));
  return Number.isFinite(value) ? value : fallback;
}

const XML_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (character) => XML_ESCAPES[character]!);
}
