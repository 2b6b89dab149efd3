import { Code, VisuallyHidden } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../../shared/schemas/notion';
import classes from './Blocks.module.css';
import { imageSrcSet } from './imageSrcSet';
import { colorStyle, plainText, RichText } from './RichText';
import { safeHttpUrl, safeImageSrc, videoEmbedUrl } from './safeUrl';

type ListGroup = { kind: 'ul' | 'ol'; items: Block[] };

/** Consecutive list items become one list, as Notion shows them. */
function group(blocks: Block[]): Array<Block | ListGroup> {
  const out: Array<Block | ListGroup> = [];
  for (const block of blocks) {
    const kind = block.type === 'bulleted_list_item' ? 'ul' : block.type === 'numbered_list_item' ? 'ol' : null;
    const last = out[out.length - 1];
    if (kind && last && 'kind' in last && last.kind === kind) last.items.push(block);
    else if (kind) out.push({ kind, items: [block] });
    else out.push(block);
  }
  return out;
}

const HEADING_DEPTH = { heading_1: 1, heading_2: 2, heading_3: 3 } as const;

/**
 * How wide a note's picture shows: the notes' column (at most 862 px, the page's side margins below
 * that), or the whole width in the compact embed. A `srcset` picks its rendition by it.
 */
const FIGURE_SIZES = '(min-width: 960px) 862px, calc(100vw - 74px)';
const COMPACT_FIGURE_SIZES = '100vw';

/**
 * The HTML level of each heading block under a note's title at `titleLevel`: one below the nearest
 * shallower Notion heading before it (or the title), so that a note that starts with a second-level
 * heading does not skip a level (which screen readers' outlines and audits flag) and headings of the
 * same depth stay at the same level.
 */
export function headingLevels(blocks: Block[], titleLevel: number): Map<string, number> {
  const levels = new Map<string, number>();
  const open: { depth: number; level: number }[] = [];
  for (const block of blocks) {
    if (!(block.type in HEADING_DEPTH)) continue;
    const depth = HEADING_DEPTH[block.type as keyof typeof HEADING_DEPTH];
    while (open.length && open[open.length - 1]!.depth >= depth) open.pop();
    const level = Math.min(6, (open[open.length - 1]?.level ?? titleLevel) + 1);
    levels.set(block.id, level);
    open.push({ depth, level });
  }
  return levels;
}

function Heading({ level, ...props }: { level: number } & ComponentPropsWithoutRef<'h3'>) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h3';
  return <Tag {...props} />;
}

function BlockView({
  block,
  priority,
  compact,
  level = 3,
}: {
  block: Block;
  priority: boolean;
  compact: boolean;
  level?: number;
}) {
  const { t } = useTranslation('releases');
  switch (block.type) {
    case 'heading_1':
      return (
        <Heading level={level} className={classes.h1} style={colorStyle(block.heading_1.color)}>
          <RichText items={block.heading_1.rich_text} />
        </Heading>
      );
    case 'heading_2':
      return (
        <Heading level={level} className={classes.h2} style={colorStyle(block.heading_2.color)}>
          <RichText items={block.heading_2.rich_text} />
        </Heading>
      );
    case 'heading_3':
      return (
        <Heading level={level} className={classes.h3} style={colorStyle(block.heading_3.color)}>
          <RichText items={block.heading_3.rich_text} />
        </Heading>
      );
    case 'paragraph':
      return (
        <p className={classes.paragraph} style={colorStyle(block.paragraph.color)}>
          <RichText items={block.paragraph.rich_text} />
        </p>
      );
    case 'quote':
      return (
        <blockquote className={classes.quote}>
          <RichText items={block.quote.rich_text} />
        </blockquote>
      );
    case 'code':
      return (
        <Code block className={classes.code} data-language={block.code.language} tabIndex={0}>
          {plainText(block.code.rich_text)}
        </Code>
      );
    case 'to_do':
      return (
        <div className={classes.todo}>
          {/* Drawn, not a Checkbox: it only shows the state, which the hidden text below says. */}
          <span className={classes.checkbox} data-checked={block.to_do.checked || undefined} aria-hidden>
            {block.to_do.checked && (
              <svg viewBox="0 0 10 7" fill="none" aria-hidden>
                <path
                  d="M4 4.586 1.707 2.293A1 1 0 1 0 .293 3.707l3 3a1 1 0 0 0 1.414 0l5-5A1 1 0 0 0 8.293.293L4 4.586Z"
                  fill="currentColor"
                />
              </svg>
            )}
          </span>
          <span className={block.to_do.checked ? classes.done : undefined}>
            <VisuallyHidden>{block.to_do.checked ? t('done') : t('notDone')} </VisuallyHidden>
            <RichText items={block.to_do.rich_text} />
          </span>
        </div>
      );
    case 'callout':
      return (
        <div className={classes.callout} style={colorStyle(block.callout.color)}>
          {block.callout.icon && (
            <span className={classes.calloutIcon} aria-hidden>
              {block.callout.icon.emoji}
            </span>
          )}
          <div>
            <RichText items={block.callout.rich_text} />
          </div>
        </div>
      );
    case 'divider':
      return <hr className={classes.divider} />;
    case 'image': {
      const source = block.image.type === 'external' ? block.image.external.url : block.image.file.url;
      const src = safeImageSrc(source);
      if (!src) return null;
      const caption = plainText(block.image.caption);
      const srcSet = imageSrcSet(src, block.image.dimensions?.width, block.image.sources);
      return (
        <figure className={classes.figure}>
          <img
            src={src}
            srcSet={srcSet}
            sizes={srcSet && (compact ? COMPACT_FIGURE_SIZES : FIGURE_SIZES)}
            alt={caption}
            width={block.image.dimensions?.width}
            height={block.image.dimensions?.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
          {caption && <figcaption>{caption}</figcaption>}
        </figure>
      );
    }
    case 'video': {
      const source = block.video.type === 'external' ? block.video.external.url : block.video.file.url;
      const embed = videoEmbedUrl(source);
      const caption = plainText(block.video.caption);
      if (!embed) {
        const href = safeHttpUrl(source);
        return href ? (
          <p className={classes.paragraph}>
            <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={classes.link}>
              {caption || t('watchVideo')}
            </a>
          </p>
        ) : null;
      }
      return (
        <figure className={classes.figure}>
          <iframe
            className={classes.video}
            src={embed}
            title={caption || t('video')}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
          {caption && <figcaption>{caption}</figcaption>}
        </figure>
      );
    }
    default:
      return null;
  }
}

/**
 * A release note's blocks, rendered without any HTML from the source (React escapes every text, links
 * and pictures pass safeUrl.ts). The images of a `priority`
 * note (the first on the page, whose image is often the largest thing on the screen) load at once
 * and first; the others' only as they scroll near.
 */
export function BlockList({
  blocks,
  compact = false,
  priority = false,
  titleLevel = 2,
}: {
  blocks: Block[];
  compact?: boolean;
  priority?: boolean;
  /** The level of the note's title heading, under which the note's headings go. */
  titleLevel?: number;
}) {
  const levels = headingLevels(blocks, titleLevel);
  return (
    <div className={classes.blocks} data-compact={compact || undefined}>
      {group(blocks).map((entry) =>
        'kind' in entry ? (
          entry.kind === 'ul' ? (
            <ul key={entry.items[0]!.id} className={classes.list}>
              {entry.items.map((item) => (
                <li key={item.id}>
                  <RichText items={item.type === 'bulleted_list_item' ? item.bulleted_list_item.rich_text : []} />
                </li>
              ))}
            </ul>
          ) : (
            <ol key={entry.items[0]!.id} className={classes.list}>
              {entry.items.map((item) => (
                <li key={item.id}>
                  <RichText items={item.type === 'numbered_list_item' ? item.numbered_list_item.rich_text : []} />
                </li>
              ))}
            </ol>
          )
        ) : (
          <BlockView key={entry.id} block={entry} priority={priority} compact={compact} level={levels.get(entry.id)} />
        ),
      )}
    </div>
  );
}
