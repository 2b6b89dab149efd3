/** Lets the browser handle input and paint before the next piece of work. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the steps in order, each in a task of its own. Importing the whole app in one go evaluates all
 * of its modules in a single long task that blocks taps and scrolling on a slow phone; importing its
 * largest parts first, one per task, spreads the same work out.
 */
export async function stepByStep<T>(steps: readonly (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  return last();
}
