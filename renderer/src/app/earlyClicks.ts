let releaseHeld: (() => void) | null = null;

/**
 * Until a prerendered page has hydrated, its buttons do nothing (its links work: they load the page).
 * Button clicks in that moment are held and replayed once the page is live, so that a quick click on
 * the language switcher or the menu is not lost. Returns the function that replays them (in the next task).
 */
export function holdEarlyClicks(root: HTMLElement, doc: Document = document): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button, [role="button"]');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  doc.addEventListener('click', hold, true);
  const release = () => {
    doc.removeEventListener('click', hold, true);
    const replay = held.splice(0);
    // In a task of its own: a click on a part of the page still to hydrate (a HydrationBoundary) makes
    // React hydrate that part at once and then handle the click, but not while React is committing,
    // as it is when PageHydrated's effect releases; then the click would be dropped.
    setTimeout(() => {
      for (const button of replay) if (button.isConnected) button.click();
    });
  };
  releaseHeld = release;
  return release;
}

/** Called once the page has hydrated (see PageHydrated): the held clicks act now. */
export function releaseHeldClicks(): void {
  releaseHeld?.();
  releaseHeld = null;
}
