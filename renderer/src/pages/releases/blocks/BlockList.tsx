import type { Block } from '../../../../../shared/schemas/notion';
import classes from './Blocks.module.css';
import { BlockView } from './BlockView';
import { RichText } from './RichText';

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
