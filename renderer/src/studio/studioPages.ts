/**
 * The studio's pages, each loaded on its own. The project browser fetches the project page ahead of
 * time (a click on a project then opens it without waiting for its code).
 */
export { loadProjectPage } from './project/loadProjectPage';
export const loadProjectBrowser = () => import('./browser/ProjectBrowser');
