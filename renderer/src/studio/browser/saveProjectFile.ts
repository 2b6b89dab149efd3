import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { PROJECT_FILE_MIME_TYPE, writeProjectFile } from '../../../../shared/studio/project-file';
import { fetchProject } from '../adapters/projectsApi';
import { downloadFile } from '../downloadFile';

/** Downloads a project's current document as a .cantara file (opened again with Import). */
export async function saveProjectFile(token: string, project: ProjectSummary): Promise<void> {
  const stored = await fetchProject(token, project.id);
  downloadFile(writeProjectFile(stored.document), project.title, 'cantara', PROJECT_FILE_MIME_TYPE);
}
