import { ProjectStorageError, type ProjectTransport } from '../../../../shared/studio/ports';
import { ApiRequestError } from '../../api/client';
import { createProject, fetchProject, saveProject } from './projectsApi';

/** How the store reads an API failure: no answer or a server fault is worth another try; a 409 is a conflict. */
export function storageErrorOf(error: unknown): ProjectStorageError {
  if (!(error instanceof ApiRequestError)) return new ProjectStorageError('unreachable', 'NETWORK_ERROR');
  if (error.code === 'PROJECT_VERSION_CONFLICT' || error.status === 409) {
    const current = Number(error.detail.current_version);
    return new ProjectStorageError('conflict', 'PROJECT_VERSION_CONFLICT', Number.isInteger(current) ? current : null);
  }
  // A 401 is an expired token: the session refreshes it, and the next attempt goes through.
  if (
    error.status === 0 ||
    error.status === 401 ||
    error.status >= 500 ||
    error.code === 'TIMEOUT_ERROR' ||
    error.code === 'NETWORK_ERROR'
  ) {
    return new ProjectStorageError('unreachable', error.code);
  }
  return new ProjectStorageError('refused', error.code);
}

/** The cloud projects API as the ProjectStore's transport; the token is read at each call (it is refreshed). */
export function cloudTransport(getToken: () => string | null): ProjectTransport {
  const token = () => {
    const value = getToken();
    if (!value) throw new ProjectStorageError('unreachable', 'LOGIN_REQUIRED');
    return value;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw error instanceof ProjectStorageError ? error : storageErrorOf(error);
    }
  };
  return {
    load: (id) =>
      call(async () => {
        const project = await fetchProject(token(), id);
        return { document: project.document, version: project.version };
      }),
    save: (id, document, baseVersion) =>
      call(async () => ({ version: (await saveProject(token(), id, document, baseVersion)).version })),
    createCopy: (document) =>
      call(async () => ({ id: (await createProject(token(), { kind: 'import', document })).id })),
  };
}
