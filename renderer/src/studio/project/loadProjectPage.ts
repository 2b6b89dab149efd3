/** The project page's code, loaded on its own (the project browser fetches it ahead of a click). */
export const loadProjectPage = () => import('./ProjectPage');
