// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { useEffect, useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAudioTrack, testClip } from '../../../../shared/studio/audio-track-test-helpers';
import { blankDocument } from '../../../../shared/studio/blank-document';
import type { AudioClip, AudioTrack, ProjectDocument } from '../../../../shared/studio/document';
import { History } from '../../../../shared/studio/history';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EditorSide } from './EditorSide';

/** How often each clip's row was drawn: a clip row is drawn each time its audio track's row renders. */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./ClipRow', () => ({
  ClipRow: ({ clip, onChange }: { clip: AudioClip; onChange: (changes: { gainDb: number }) => void }) => {
    renders.set(clip.id, (renders.get(clip.id) ?? 0) + 1);
    return (
      <button type="button" onClick={() => onChange({ gainDb: clip.gainDb - 3 })}>
        {`quieter ${clip.id}`}
      </button>
    );
  },
}));

afterEach(cleanup);

function audioTrack(id: string): AudioTrack {
  return testAudioTrack(id, [
    testClip({ id: `${id}-clip`, audioId: `${id}-audio`, name: id, sourceDuration: 2, duration: 2 }),
  ]);
}

/** The side panel as the studio wires it: edits go through History, and `execute` is a new function each render. */
function Side({ start }: { start: ProjectDocument }) {
  const history = useMemo(() => new History(start), [start]);
  const [document, setDocument] = useState(start);
  useEffect(() => history.subscribe(setDocument), [history]);
  return (
    <EditorSide
      document={document}
      track={document.tracks[0]}
      onTrack={() => {}}
      characters={new Map()}
      selected={new Set()}
      onSelect={() => {}}
      describe={() => []}
      execute={(command) => history.execute(command)}
      ids={() => 'new-id'}
      onAddRecording={async () => ({ ok: true })}
    />
  );
}

describe('the audio tracks beside the roll', () => {
  it("re-renders only the edited audio track's row, not the other audio tracks' rows", async () => {
    const song = blankDocument({ title: 'Song', characterId: 'hodo', trackName: 'Voice 1' });
    await renderWithProviders(<Side start={{ ...song, audioTracks: [audioTrack('a'), audioTrack('b')] }} />);
    const button = await screen.findByRole('button', { name: 'quieter a-clip' });
    const before = { a: renders.get('a-clip') ?? 0, b: renders.get('b-clip') ?? 0 };
    await act(async () => button.click());
    expect(renders.get('a-clip')).toBeGreaterThan(before.a);
    expect(renders.get('b-clip')).toBe(before.b);
  });
});
