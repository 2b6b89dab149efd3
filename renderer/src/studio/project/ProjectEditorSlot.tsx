import { memo } from 'react';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { StudioEditor } from '../editor/StudioEditor';
import type { SongHistory } from '../editor/useEditorHistory';

export type ProjectEditorProps = {
  /** The song's history: every change goes through it, and the page saves what it holds. */
  song: SongHistory;
  characters: Map<string, StudioCharacterView>;
};

/**
 * The editor slot of the project page: the piano-roll editor over the page's song history. Memoised:
 * the page's own updates (save status, title) do not render the editor again.
 */
export const ProjectEditorSlot = memo(function ProjectEditorSlot(props: ProjectEditorProps) {
  return <StudioEditor {...props} />;
});
