import { z } from 'zod/mini';
import { dataEnvelope } from '../../../../shared/schemas/common';
import {
  type CreateProjectBody,
  type ProjectSummary,
  projectListResponseSchema,
  projectResponseSchema,
  projectSummaryResponseSchema,
  projectSummarySchema,
  projectTemplateListResponseSchema,
  projectVersionListResponseSchema,
} from '../../../../shared/schemas/projects';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { apiRequest } from '../../api/client';

/** The cloud-project calls (/api/auth/v2/projects…), all with the signed-in user's Bearer token. */
const BASE = '/api/auth/v2';
const TIMEOUT_MS = 15_000;
const project = (id: string) => `${BASE}/projects/${encodeURIComponent(id)}`;

export type ProjectPage = { items: ProjectSummary[]; total: number; page: number; page_size: number };

export async function listProjects(token: string, page = 1, pageSize = 24): Promise<ProjectPage> {
  const response = await apiRequest(`${BASE}/projects`, {
    accessToken: token,
    query: { page, page_size: pageSize },
    schema: projectListResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

/** The trash: paged like the list, or a plain array. */
const trashResponseSchema = z.union([projectListResponseSchema, dataEnvelope(z.array(projectSummarySchema))]);

export async function listTrash(token: string): Promise<ProjectSummary[]> {
  const response = await apiRequest(`${BASE}/projects/trash`, {
    accessToken: token,
    query: { page: 1, page_size: 100 },
    schema: trashResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return Array.isArray(response.data) ? response.data : response.data.items;
}

export async function createProject(token: string, body: CreateProjectBody) {
  const response = await apiRequest(`${BASE}/projects`, {
    method: 'POST',
    accessToken: token,
    body,
    schema: projectResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

export async function fetchProject(token: string, id: string) {
  const response = await apiRequest(project(id), {
    accessToken: token,
    schema: projectResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

/** Saves the whole document on top of `baseVersion`; a stale one answers 409 PROJECT_VERSION_CONFLICT. */
export async function saveProject(token: string, id: string, document: ProjectDocument, baseVersion: number) {
  const response = await apiRequest(project(id), {
    method: 'PUT',
    accessToken: token,
    headers: { 'if-match': String(baseVersion) },
    body: { document },
    schema: projectSummaryResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

export async function renameProject(token: string, id: string, title: string) {
  const response = await apiRequest(project(id), {
    method: 'PATCH',
    accessToken: token,
    body: { title },
    schema: projectSummaryResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

export async function duplicateProject(token: string, id: string) {
  const response = await apiRequest(`${project(id)}/duplicate`, {
    method: 'POST',
    accessToken: token,
    schema: projectSummaryResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

/** Moves the project to the trash (restorable for 30 days). */
export async function trashProject(token: string, id: string): Promise<void> {
  await apiRequest(project(id), { method: 'DELETE', accessToken: token, schema: z.unknown(), timeoutMs: TIMEOUT_MS });
}

export async function restoreProject(token: string, id: string): Promise<void> {
  await apiRequest(`${project(id)}/restore`, {
    method: 'POST',
    accessToken: token,
    schema: z.unknown(),
    timeoutMs: TIMEOUT_MS,
  });
}

export async function listVersions(token: string, id: string) {
  const response = await apiRequest(`${project(id)}/versions`, {
    accessToken: token,
    schema: projectVersionListResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

export async function restoreVersion(token: string, id: string, version: number): Promise<void> {
  await apiRequest(`${project(id)}/versions/${version}/restore`, {
    method: 'POST',
    accessToken: token,
    schema: z.unknown(),
    timeoutMs: TIMEOUT_MS,
  });
}

export async function listTemplates(token: string) {
  const response = await apiRequest(`${BASE}/project-templates`, {
    accessToken: token,
    schema: projectTemplateListResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}
