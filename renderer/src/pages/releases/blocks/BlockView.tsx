import { Code, VisuallyHidden } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../../shared/schemas/notion';
import classes from './Blocks.module.css';
import { ImageBlock, VideoBlock } from './MediaBlocks';
import { colorStyle, plainText, RichText } from './RichText';

type Props = { block: Block; priority: boolean; compact: boolean; level?: number };

/** One block of a release note (a list item goes in its list, which BlockList draws). */
export function BlockView({ block, priority, compact, level = 3 }: Props) {
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
      return <TodoBlock todo={block.to_do} />;
    case 'callout':
      return <CalloutBlock callout={block.callout} />;
    case 'divider':
      return <hr className={classes.divider} />;
    case 'image':
      return <ImageBlock image={block.image} priority={priority} compact={compact} />;
    case 'video':
      return <VideoBlock video={block.video} />;
    default:
      return null;
  }
}

function Heading({ level, ...props }: { level: number } & ComponentPropsWithoutRef<'h3'>) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h3';
  return <Tag {...props} />;
}

function TodoBlock({ todo }: { todo: Extract<Block, { type: 'to_do' }>['to_do'] }) {
  const { t } = useTranslation('releases');
  return (
    <div className={classes.todo}>
      {/* Drawn, not a Checkbox: it only shows the state, which the hidden text below says. */}
      <span className={classes.checkbox} data-checked={todo.checked || undefined} aria-hidden>
        {todo.checked && (
          <svg viewBox="0 0 10 7" fill="none" aria-hidden>
            <path
              d="M4 4.586 1.707 2.293A1 1 0 1 0 .293 3.707l3 3a1 1 0 0 0 1.414 0l5-5A1 1 0 0 0 8.293.293L4 4.586Z"
              fill="currentColor"
            />
          </svg>
        )}
      </span>
      <span className={todo.checked ? classes.done : undefined}>
        <VisuallyHidden>{todo.checked ? t('done') : t('notDone')} </VisuallyHidden>
        <RichText items={todo.rich_text} />
      </span>
    </div>
  );
}

function CalloutBlock({ callout }: { callout: Extract<Block, { type: 'callout' }>['callout'] }) {
  return (
    <div className={classes.callout} style={colorStyle(callout.color)}>
      {callout.icon && (
        <span className={classes.calloutIcon} aria-hidden>
          {callout.icon.emoji}
        </span>
      )}
      <div>
        <RichText items={callout.rich_text} />
      </div>
    </div>
  );
}
