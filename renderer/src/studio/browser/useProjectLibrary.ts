import { useCallback, useEffect, useState } from 'react';
import type { CreateProjectBody, ProjectSummary } from '../../../../shared/schemas/projects';
import { fetchProjectCount } from '../../commerce/commerceApi';
import * as api from '../adapters/projectsApi';
import { useTokenGetter } from '../studioContext';

export type Library = {
  projects: ProjectSummary[] | null;
  /** Live projects, as /project-counts (and the plan page) count them. */
  count: number | null;
  trash: ProjectSummary[] | null;
  loadError: unknown;
  reload: () => Promise<void>;
  loadTrash: () => Promise<void>;
  create: (body: CreateProjectBody) => Promise<string>;
  rename: (id: string, title: string) => Promise<void>;
  duplicate: (id: string) => Promise<void>;
  moveToTrash: (id: string) => Promise<void>;
  restore: (id: string) => Promise<void>;
  restoreVersion: (id: string, version: number) => Promise<void>;
};

const PAGE_SIZE = 60;

/** The project browser's state: the recent projects, the count against the quota, the trash, and the calls that change them. */
export function useProjectLibrary(): Library {
  const token = useTokenGetter();
  const [projects, setProjects] = useState<ProjectSummary[] | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [trash, setTrash] = useState<ProjectSummary[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token getter reads the current token at call time.
  const reload = useCallback(async () => {
    try {
      const [page, total] = await Promise.all([api.listProjects(token(), 1, PAGE_SIZE), fetchProjectCount(token())]);
      setProjects(page.items);
      setCount(total);
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  const loadTrash = useCallback(async () => {
    setTrash(await api.listTrash(token()));
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return {
    projects,
    count,
    trash,
    loadError,
    reload,
    loadTrash,
    create: async (body) => {
      const project = await api.createProject(token(), body);
      void reload();
      return project.id;
    },
    rename: async (id, title) => {
      await api.renameProject(token(), id, title);
      await reload();
    },
    duplicate: async (id) => {
      await api.duplicateProject(token(), id);
      await reload();
    },
    moveToTrash: async (id) => {
      await api.trashProject(token(), id);
      await reload();
    },
    restore: async (id) => {
      await api.restoreProject(token(), id);
      await Promise.all([reload(), loadTrash()]);
    },
    restoreVersion: async (id, version) => {
      await api.restoreVersion(token(), id, version);
      await reload();
    },
  };
}
