// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Hint } from './Hint';

function Toolbar() {
  return (
    <div>
      <button type="button">Before</button>
      <Hint label="Undo the last edit">
        <button type="button" aria-label="Undo">
          ↶
        </button>
      </Hint>
    </div>
  );
}

/** A button that disables itself when clicked and says why in a text of its own. */
function LastOne() {
  const [used, setUsed] = useState(false);
  return (
    <div>
      <Hint label="Add one">
        <button type="button" disabled={used} aria-describedby={used ? 'why' : undefined} onClick={() => setUsed(true)}>
          Add
        </button>
      </Hint>
      {used && <p id="why">No more: the plan allows one.</p>}
    </div>
  );
}

describe('Hint', () => {
  it('shows its text on keyboard focus as the button’s description, and hides it with Escape and on blur', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(undo);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Undo the last edit');
    expect(undo.getAttribute('aria-describedby')).toBe(tip.id);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(undo.hasAttribute('aria-describedby')).toBe(false);

    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Undo the last edit');
    await user.tab({ shift: true });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    const undo = screen.getByRole('button', { name: 'Undo' });
    await user.hover(undo);
    expect(screen.getByRole('tooltip').textContent).toBe('Undo the last edit');
    await user.unhover(undo);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the trigger’s own description (the reason it is disabled) when it hides', async () => {
    const user = userEvent.setup();
    render(<LastOne />);
    const add = screen.getByRole('button', { name: 'Add' });
    await user.hover(add);
    expect(screen.getByRole('tooltip').textContent).toBe('Add one');
    await user.click(add);
    await user.unhover(add);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(add.getAttribute('aria-describedby')).toBe('why');
    expect(screen.getByRole('button', { name: 'Add', description: 'No more: the plan allows one.' })).toBe(add);
  });
});
