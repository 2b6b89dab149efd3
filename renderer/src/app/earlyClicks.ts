let releaseHeld: (() => void) | null = null;

const CHOICE = 'input[type="radio"], input[type="checkbox"]';

/**
 * What a click acts on, if it must wait for the page: a button, or a radio or checkbox (clicked itself
 * or through its label). The browser would tick a choice at once, and hydration would then either
 * undo the tick or leave it out of step with the state React starts from.
 */
function clickTarget(target: Element): HTMLElement | null {
  const button = target.closest<HTMLElement>('button, [role="button"]');
  if (button) return button;
  const choice = target.closest('label')?.control ?? target.closest<HTMLInputElement>(CHOICE);
  return choice?.matches(CHOICE) ? choice : null;
}

/**
 * Until a prerendered page has hydrated, its buttons and choices do nothing (its links work: they
 * load the page). Clicks in that moment are held and replayed once the page is live, so that a quick
 * click on the language switcher, the menu or pricing's period is not lost. Returns the function that
 * replays them (in the next task).
 */
export function holdEarlyClicks(root: HTMLElement, doc: Document = document): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const clickable = target && clickTarget(target);
    if (!clickable || !root.contains(clickable)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(clickable)) held.push(clickable);
  };
  doc.addEventListener('click', hold, true);
  const release = () => {
    doc.removeEventListener('click', hold, true);
    const replay = held.splice(0);
    // In a task of its own: a click on a part of the page still to hydrate (a HydrationBoundary) makes
    // React hydrate that part at once and then handle the click, but not while React is committing,
    // as it is when PageHydrated's effect releases; then the click would be dropped.
    setTimeout(() => {
      for (const clickable of replay) if (clickable.isConnected) clickable.click();
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
