// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { DeferredSelect } from './DeferredSelect';

const SNAPS = [
  { value: '1/4', label: '1/4' },
  { value: '1/8', label: '1/8' },
  { value: 'off', label: 'Off' },
];

function Snap({ onPick }: { onPick?: (value: string) => void }) {
  const [value, setValue] = useState('1/4');
  return (
    <DeferredSelect
      data={SNAPS}
      value={value}
      allowDeselect={false}
      aria-label="Snap"
      onChange={(next) => {
        if (!next) return;
        setValue(next);
        onPick?.(next);
      }}
    />
  );
}

// Mantine's test environment: no transitions or portals, which jsdom cannot run.
const renderInMantine = (ui: React.ReactElement) =>
  render(
    <MantineProvider theme={theme} forceColorScheme="dark" env="test">
      {ui}
    </MantineProvider>,
  );

describe('DeferredSelect', () => {
  it('shows the value in a stand-in; the first click opens the real list, and an option picked is chosen', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    renderInMantine(<Snap onPick={(value) => picked.push(value)} />);
    const standIn = screen.getByRole('combobox', { name: 'Snap' });
    expect((standIn as HTMLInputElement).value).toBe('1/4');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(standIn);
    const list = await screen.findByRole('listbox');
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: 'Off' }));
    expect(picked).toEqual(['off']);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Snap' }) as HTMLInputElement).value).toBe('Off'));
  });

  it('opens from the keyboard too: the real select takes the focus, and arrows and Enter choose', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    renderInMantine(<Snap onPick={(value) => picked.push(value)} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Snap' }));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Snap' })));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual(['1/8']);
  });
});
