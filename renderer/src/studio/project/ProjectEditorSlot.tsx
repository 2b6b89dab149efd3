import { memo } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { StudioEditor } from '../editor/StudioEditor';

export type ProjectEditorProps = {
  document: ProjectDocument;
  /** Every change of the song goes through here: the store keeps it and autosaves it. */
  onChange: (document: ProjectDocument) => void;
  characters: Map<string, StudioCharacterView>;
};

/**
 * The editor slot of the project page: the piano-roll editor, which reports each finished edit through
 * `onChange`. Memoised: the page's own updates (save status, title) do not render the editor again.
 */
export const ProjectEditorSlot = memo(function ProjectEditorSlot(props: ProjectEditorProps) {
  return <StudioEditor {...props} />;
});
