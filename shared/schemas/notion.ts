import { z } from 'zod/mini';
import { LANGUAGES } from '../languages';

/**
 * Release notes in the shape of the Notion API (pages of a database and their child blocks), as the
 * proxy calls return them whether they come from Notion or from the local content.
 */

export const RELEASE_POSTS_PAGE_SIZE = 5;
export const RELEASE_BLOCKS_PAGE_SIZE = 100;

export const NOTION_COLORS = [
  'default',
  'gray',
  'brown',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'red',
  'gray_background',
  'brown_background',
  'orange_background',
  'yellow_background',
  'green_background',
  'blue_background',
  'purple_background',
  'pink_background',
  'red_background',
] as const;
export type NotionColor = (typeof NOTION_COLORS)[number];
const colorSchema = z.catch(z.enum(NOTION_COLORS), 'default');

export const annotationsSchema = z.object({
  bold: z.boolean(),
  italic: z.boolean(),
  strikethrough: z.boolean(),
  underline: z.boolean(),
  code: z.boolean(),
  color: colorSchema,
});
export type Annotations = z.infer<typeof annotationsSchema>;

export const richTextSchema = z.object({
  type: z.literal('text'),
  text: z.object({ content: z.string(), link: z.nullable(z.object({ url: z.string() })) }),
  annotations: annotationsSchema,
  plain_text: z.string(),
  href: z.nullable(z.string()),
});
export type RichText = z.infer<typeof richTextSchema>;
const richTextList = z.array(richTextSchema);

const textBlock = { rich_text: richTextList, color: colorSchema };
/**
 * The picture's size in pixels, where the source knows it (Cantara's local release notes; Notion's
 * API has none): the page reserves its space before it loads, so nothing below it moves.
 */
const pixels = z.int().check(z.positive(), z.maximum(20_000));
const dimensions = z.optional(z.object({ width: pixels, height: pixels }));
/**
 * Smaller renditions of the picture and their widths in pixels, where the source has them (Cantara's
 * local release notes; Notion's API has none): a phone loads the one that fits its screen.
 */
const sources = z.optional(z.array(z.object({ url: z.string(), width: pixels })).check(z.maxLength(8)));
const fileObject = z.union([
  z.object({
    type: z.literal('external'),
    external: z.object({ url: z.string() }),
    dimensions,
    sources,
    caption: richTextList,
  }),
  z.object({
    type: z.literal('file'),
    file: z.object({ url: z.string(), expiry_time: z.optional(z.string()) }),
    dimensions,
    sources,
    caption: richTextList,
  }),
]);

const blockBase = {
  object: z.literal('block'),
  id: z.string(),
  has_children: z.boolean(),
};

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ ...blockBase, type: z.literal('heading_1'), heading_1: z.object(textBlock) }),
  z.object({ ...blockBase, type: z.literal('heading_2'), heading_2: z.object(textBlock) }),
  z.object({ ...blockBase, type: z.literal('heading_3'), heading_3: z.object(textBlock) }),
  z.object({ ...blockBase, type: z.literal('paragraph'), paragraph: z.object(textBlock) }),
  z.object({ ...blockBase, type: z.literal('bulleted_list_item'), bulleted_list_item: z.object(textBlock) }),
  z.object({ ...blockBase, type: z.literal('numbered_list_item'), numbered_list_item: z.object(textBlock) }),
  z.object({ ...blockBase, type: z.literal('quote'), quote: z.object(textBlock) }),
  z.object({
    ...blockBase,
    type: z.literal('code'),
    code: z.object({ rich_text: richTextList, language: z.string(), caption: richTextList }),
  }),
  z.object({ ...blockBase, type: z.literal('image'), image: fileObject }),
  z.object({ ...blockBase, type: z.literal('video'), video: fileObject }),
  z.object({ ...blockBase, type: z.literal('to_do'), to_do: z.object({ ...textBlock, checked: z.boolean() }) }),
  z.object({
    ...blockBase,
    type: z.literal('callout'),
    callout: z.object({
      ...textBlock,
      icon: z.nullable(z.object({ type: z.literal('emoji'), emoji: z.string() })),
    }),
  }),
  z.object({ ...blockBase, type: z.literal('divider'), divider: z.object({}) }),
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];

export const RELEASE_STATUS_PUBLIC = 'Public';

export const releasePagePropertiesSchema = z.object({
  title: z.object({ type: z.literal('title'), title: richTextList }),
  version: z.object({ type: z.literal('rich_text'), rich_text: richTextList }),
  date: z.object({ type: z.literal('date'), date: z.nullable(z.object({ start: z.string() })) }),
  status: z.object({ type: z.literal('status'), status: z.nullable(z.object({ name: z.string() })) }),
  language: z.object({ type: z.literal('select'), select: z.nullable(z.object({ name: z.string() })) }),
});

export const releasePageSchema = z.object({
  object: z.literal('page'),
  id: z.string(),
  created_time: z.string(),
  last_edited_time: z.string(),
  properties: releasePagePropertiesSchema,
});
export type ReleasePage = z.infer<typeof releasePageSchema>;

export const databaseQueryResponseSchema = z.object({
  object: z.literal('list'),
  results: z.array(releasePageSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});
export type DatabaseQueryResponse = z.infer<typeof databaseQueryResponseSchema>;

export const blockChildrenResponseSchema = z.object({
  object: z.literal('list'),
  results: z.array(blockSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});
export type BlockChildrenResponse = z.infer<typeof blockChildrenResponseSchema>;

/** Notion ids: 32 hex digits, with or without dashes. */
export const notionIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i, 'not a Notion id'));

/** Same id whatever its dashes or case. */
export function normalizeNotionId(id: string): string {
  return id.replaceAll('-', '').toLowerCase();
}

/**
 * The one query the proxy runs: newest first, public posts of one language, five at a time.
 * Anything else is refused, so that the proxy cannot read the rest of the workspace.
 */
export const databaseQueryBodySchema = z.strictObject({
  sorts: z.tuple([z.strictObject({ property: z.literal('date'), direction: z.literal('descending') })]),
  filter: z.strictObject({
    and: z.tuple([
      z.strictObject({ property: z.literal('status'), status: z.strictObject({ equals: z.literal('Public') }) }),
      z.strictObject({ property: z.literal('language'), select: z.strictObject({ equals: z.enum(LANGUAGES) }) }),
    ]),
  }),
  page_size: z.literal(RELEASE_POSTS_PAGE_SIZE),
  start_cursor: z.optional(notionIdSchema),
});
export type DatabaseQueryBody = z.infer<typeof databaseQueryBodySchema>;

// Mini's refine does not narrow the output type as classic zod's type-guard refine did; the cast keeps it 100.
const blocksPageSize = z.coerce.number().check(
  z.int(),
  z.refine((n) => n === RELEASE_BLOCKS_PAGE_SIZE, `page_size must be ${RELEASE_BLOCKS_PAGE_SIZE}`),
) as z.ZodMiniType<typeof RELEASE_BLOCKS_PAGE_SIZE, unknown>;

export const blockChildrenQuerySchema = z.strictObject({
  page_size: z._default(blocksPageSize, RELEASE_BLOCKS_PAGE_SIZE),
  start_cursor: z.optional(notionIdSchema),
});

/** The query body the renderer sends for one language and an optional cursor. */
export function releasesQueryBody(language: (typeof LANGUAGES)[number], startCursor?: string): DatabaseQueryBody {
  return {
    sorts: [{ property: 'date', direction: 'descending' }],
    filter: {
      and: [
        { property: 'status', status: { equals: 'Public' } },
        { property: 'language', select: { equals: language } },
      ],
    },
    page_size: RELEASE_POSTS_PAGE_SIZE,
    ...(startCursor ? { start_cursor: startCursor } : {}),
  };
}

/** A release-notes content file: one page and its blocks. */
export const releaseContentFileSchema = z.object({ page: releasePageSchema, blocks: z.array(blockSchema) });
