// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NewProjectDialog } from './NewProjectDialog';
import type { StudioCharacterView } from './useStudioCharacters';

const character = (id: string, allowed: boolean): StudioCharacterView => ({
  id,
  name: id,
  thumbnail: null,
  color: '#7950f2',
  language: 'ko',
  allowed,
});

describe('NewProjectDialog', () => {
  it('keeps the title being typed when the list of characters arrives or changes', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => {});
    let setCharacters: (characters: StudioCharacterView[]) => void = () => {};
    function Browser() {
      const [characters, set] = useState([character('hodo', true)]);
      setCharacters = set;
      return <NewProjectDialog opened onClose={() => {}} characters={characters} onCreate={onCreate} />;
    }
    await renderWithProviders(<Browser />);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Untitled song'));
    await user.clear(title);
    await user.type(title, 'Do Re Mi');

    // The user's entitlements load: the same characters, a new list.
    act(() => setCharacters([character('hodo', true), character('nime', true)]));
    expect((title as HTMLInputElement).value).toBe('Do Re Mi');

    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(onCreate).toHaveBeenCalledWith('Do Re Mi', 'hodo');
  });
});
