let releaseHeld: (() => void) | null = null;

/**
 * Until a prerendered page has hydrated, its buttons do nothing (its links work: they load the page).
 * Button clicks in that moment are held and replayed once the page is live, so that a quick click on
 * the language switcher or the menu is not lost. Returns the function that replays them.
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
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
  releaseHeld = release;
  return release;
}

/** Called once the page has hydrated (see PageHydrated): the held clicks act now. */
export function releaseHeldClicks(): void {
  releaseHeld?.();
  releaseHeld = null;
}
