import { z } from 'zod/mini';
import { LANGUAGES } from '../languages';
import { projectDocumentSchema } from '../studio/document';
import { DOCUMENT_LIMITS } from '../studio/limits';
import { cleanText } from '../studio/text';
import { dataEnvelope } from './common';

/**
 * Payloads of the cloud-project calls (/api/auth/v2/projects…). The document itself is
 * shared/studio/document.ts; the server stores it whole and keeps the list's columns beside it.
 */

export const projectIdSchema = z.uuid();
export const projectTitleSchema = cleanText(DOCUMENT_LIMITS.maxTitleLength, 1);

/** One row of the project browser. */
export const projectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 4-letter ids of the characters that sing in it. */
  character_ids: z.array(z.string()),
  track_count: z.int(),
  note_count: z.int(),
  /** The song's opening notes, [tick, duration, pitch] each (shared/studio/outline.ts): what its cover draws. */
  outline: z.array(z.tuple([z.int(), z.int(), z.int()])),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set for projects in the trash: when they were deleted (they are purged 30 days later). */
  deleted_at: z.optional(z.nullable(z.string())),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = z.object({
  ...projectSummarySchema.shape,
  document: projectDocumentSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 24),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectListResponseSchema = dataEnvelope(
  z.object({
    items: z.array(projectSummarySchema),
    total: z.int(),
    page: z.int(),
    page_size: z.int(),
  }),
);

/** Create blank (title + character), from a template id, or from an imported document. */
export const createProjectBodySchema = z.union([
  z.object({
    kind: z.literal('blank'),
    title: projectTitleSchema,
    character_id: z.string().check(z.length(4)),
    /** The language the first track sings in (the creator's interface language); the character's own when absent. */
    language: z.optional(z.enum(LANGUAGES)),
  }),
  z.object({ kind: z.literal('template'), template_id: z.string().check(z.maxLength(64)) }),
  z.object({ kind: z.literal('import'), document: projectDocumentSchema }),
]);
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

export const projectResponseSchema = dataEnvelope(projectSchema);
export const projectSummaryResponseSchema = dataEnvelope(projectSummarySchema);

/** Save: the whole document, with `If-Match: <version>` naming the version it was based on. */
export const saveProjectBodySchema = z.object({ document: projectDocumentSchema });
export const renameProjectBodySchema = z.object({ title: projectTitleSchema });

export const projectVersionSchema = z.object({
  version: z.int(),
  saved_at: z.string(),
  title: z.string(),
  track_count: z.int(),
  note_count: z.int(),
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;
export const projectVersionListResponseSchema = dataEnvelope(z.array(projectVersionSchema));

export const projectTemplateSchema = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  character_id: z.string(),
  title: z.object({ en: z.string(), ko: z.string(), ja: z.string() }),
  note_count: z.int(),
});
export type ProjectTemplate = z.infer<typeof projectTemplateSchema>;
export const projectTemplateListResponseSchema = dataEnvelope(z.array(projectTemplateSchema));

/** The body of 409 PROJECT_VERSION_CONFLICT: the error envelope plus the version the server holds. */
export const projectConflictSchema = z.object({
  detail: z.object({ code: z.literal('PROJECT_VERSION_CONFLICT'), message: z.string(), current_version: z.int() }),
});

/** The body of the 403s of a save or create: CHARACTER_LOCKED names the 4-letter id of the character. */
export const projectForbiddenSchema = z.object({
  detail: z.object({ code: z.string(), message: z.string(), character_id: z.optional(z.string()) }),
});
