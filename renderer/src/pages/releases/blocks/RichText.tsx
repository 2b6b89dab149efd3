import type { CSSProperties, ReactNode } from 'react';
import type { NotionColor, RichText as RichTextItem } from '../../../../../shared/schemas/notion';
import classes from './Blocks.module.css';
import { safeHttpUrl } from './safeUrl';

const TEXT_COLORS: Record<string, string> = {
  gray: 'var(--mantine-color-gray-5)',
  brown: '#d9a877',
  orange: 'var(--mantine-color-orange-4)',
  yellow: 'var(--mantine-color-yellow-4)',
  green: 'var(--mantine-color-teal-4)',
  blue: 'var(--mantine-color-blue-4)',
  purple: 'var(--mantine-color-violet-3)',
  pink: 'var(--mantine-color-pink-4)',
  red: 'var(--mantine-color-red-4)',
};

/** Inline style of a Notion colour: text colours tint the text, *_background ones the background. */
export function colorStyle(color: NotionColor): CSSProperties | undefined {
  if (color === 'default') return undefined;
  if (color.endsWith('_background')) {
    const base = TEXT_COLORS[color.replace('_background', '')];
    return base ? { background: `color-mix(in srgb, ${base} 18%, transparent)`, borderRadius: 4 } : undefined;
  }
  const text = TEXT_COLORS[color];
  return text ? { color: text } : undefined;
}

/** Notion rich text as React elements: annotations become tags, links only when they are http(s). */
export function RichText({ items }: { items: RichTextItem[] }) {
  return (
    <>
      {items.map((item, index) => {
        const { bold, italic, strikethrough, underline, code, color } = item.annotations;
        let node: ReactNode = item.plain_text;
        if (code) node = <code className={classes.inlineCode}>{node}</code>;
        if (bold) node = <strong>{node}</strong>;
        if (italic) node = <em>{node}</em>;
        if (strikethrough) node = <s>{node}</s>;
        if (underline) node = <u>{node}</u>;
        const style = colorStyle(color);
        if (style) node = <span style={style}>{node}</span>;
        const href = safeHttpUrl(item.text.link?.url ?? item.href);
        if (href) {
          node = (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={classes.link}>
              {node}
            </a>
          );
        }
        // biome-ignore lint/suspicious/noArrayIndexKey: rich text segments have no ids and never reorder
        return <span key={index}>{node}</span>;
      })}
    </>
  );
}

export function plainText(items: RichTextItem[]): string {
  return items.map((item) => item.plain_text).join('');
}
