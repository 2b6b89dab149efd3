import type { FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { projectIdSchema } from '../../../../shared/schemas/projects';
import { ApiError } from '../../http/api-error';
import type { ProjectWithDocument } from './service';

/** A project id from a path: a malformed one is "not found" like any other unknown id. */
export function projectId(value: string): string {
  if (!projectIdSchema.safeParse(value).success) throw new ApiError('PROJECT_NOT_FOUND');
  return value.toLowerCase();
}

/** `If-Match: 7`, `"7"` or `W/"7"`: the version the client's document was based on. */
export function baseVersionOf(header: string | undefined): number {
  const match = header ? /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header) : null;
  if (!match) {
    throw new ApiError('VALIDATION_ERROR', {
      message: 'A save needs the header If-Match: <version> (the version the document was based on).',
    });
  }
  return Number(match[1]);
}

/**
 * Bodies that carry a document reach the handler as bytes: the document pool parses and validates
 * them off the event loop (and answers the project codes). The route's schema still documents them.
 */
export const documentBodyValidator: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? (value: unknown) => ({ value }) : validatorCompiler(route);

/** Sends a project with its stored document text as it is: `{"data":{…, "document": <json>}}`. */
export function sendProject(reply: FastifyReply, status: number, project: ProjectWithDocument) {
  const { documentJson, ...summary } = project;
  const head = JSON.stringify({ data: summary });
  const body = Buffer.concat([Buffer.from(`${head.slice(0, -2)},"document":`), documentJson, Buffer.from('}}')]);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
