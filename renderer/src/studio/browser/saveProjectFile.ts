import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { writeProjectFile } from '../../../../shared/studio/project-file';
import { platform } from '../../platform';
import { fetchProject } from '../adapters/projectsApi';

/** Saves a project's current document as a .cantara file (opened again with Import). */
export async function saveProjectFile(token: string, project: ProjectSummary): Promise<void> {
  const stored = await fetchProject(token, project.id);
  await platform.saveFile({ kind: 'cantara', suggestedName: project.title, bytes: writeProjectFile(stored.document) });
}
