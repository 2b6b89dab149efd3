/** The home page's start button opens the studio with `?start=demo`: a new user's first song is made from a demo. */
export const START_PARAM = 'start';
export const START_FROM_DEMO = 'demo';
/** A project opened as a new user's first song carries `?welcome`: the page shows how to hear and edit it. */
export const WELCOME_PARAM = 'welcome';

/** The search parameters without `name` (for setSearchParams). */
export function withoutParam(name: string) {
  return (current: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(current);
    next.delete(name);
    return next;
  };
}
