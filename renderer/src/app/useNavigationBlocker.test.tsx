// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRouter } from './AppRouter';
import { type AppHistory, createAppHistory } from './appHistory';
import { useNavigationBlocker } from './useNavigationBlocker';

/** A page with unsaved edits: asks before leaving its path, as the studio's LeaveWarning does. */
function Editor() {
  const location = useLocation();
  const navigate = useNavigate();
  const [unsaved, setUnsaved] = useState(true);
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <div>
      <p data-testid="at">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => setUnsaved(false)}>
        Save
      </button>
      <button type="button" onClick={() => setUnsaved(true)}>
        Edit
      </button>
      <Link to="/en/faq">Questions</Link>
      <Link to="/en/studio/p/1?tab=notes">Notes</Link>
      <button type="button" onClick={() => navigate('/en/pricing')}>
        Pricing
      </button>
      {blocker.blocked && (
        <div role="dialog">
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
        </div>
      )}
    </div>
  );
}

/** Resolves after the browser's next popstate (jsdom fires it in a task of its own). */
const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

let history: AppHistory;

beforeEach(() => {
  window.history.replaceState(null, '', '/en/studio/p/1');
  history = createAppHistory(window);
  render(
    <AppRouter history={history}>
      <Editor />
    </AppRouter>,
  );
});

afterEach(() => history.dispose());

const shownPath = () => screen.getByTestId('at').textContent;

describe('useNavigationBlocker', () => {
  it('asks before a link to another path, and stays when told to', () => {
    fireEvent.click(screen.getByText('Questions'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByText('Stay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownPath()).toBe('/en/studio/p/1');
    expect(window.location.pathname).toBe('/en/studio/p/1');
  });

  it('goes on to the other path when told to leave', async () => {
    fireEvent.click(screen.getByText('Pricing'));
    await act(async () => fireEvent.click(screen.getByText('Leave')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownPath()).toBe('/en/pricing');
    expect(window.location.pathname).toBe('/en/pricing');
  });

  it('does not ask once the edits are saved', async () => {
    fireEvent.click(screen.getByText('Save'));
    await act(async () => fireEvent.click(screen.getByText('Questions')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownPath()).toBe('/en/faq');
  });

  it('does not ask for a navigation that stays on the same path', async () => {
    await act(async () => fireEvent.click(screen.getByText('Notes')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownPath()).toBe('/en/studio/p/1?tab=notes');
  });

  it('undoes a Back to another path until the user chooses, and takes it again on Leave', async () => {
    // An earlier entry on another path, then back to the editor, and an edit.
    fireEvent.click(screen.getByText('Save'));
    await act(async () => {
      history.navigator.push('/en/faq');
      history.navigator.push('/en/studio/p/1');
    });
    fireEvent.click(screen.getByText('Edit'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      window.history.back();
      await popstate(); // the Back
      await popstate(); // its undoing
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(window.location.pathname).toBe('/en/studio/p/1');
    expect(shownPath()).toBe('/en/studio/p/1');

    fireEvent.click(screen.getByText('Stay'));
    expect(window.location.pathname).toBe('/en/studio/p/1');
    expect(shownPath()).toBe('/en/studio/p/1');

    await act(async () => {
      window.history.back();
      await popstate();
      await popstate();
    });
    await act(async () => {
      fireEvent.click(screen.getByText('Leave'));
      await popstate();
    });
    expect(window.location.pathname).toBe('/en/faq');
    expect(shownPath()).toBe('/en/faq');
  });
});
