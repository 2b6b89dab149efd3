import type { ProjectDocument } from '../../../../shared/studio/document';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { StudioEditor } from '../editor/StudioEditor';

export type ProjectEditorProps = {
  document: ProjectDocument;
  /** Every change of the song goes through here: the store keeps it and autosaves it. */
  onChange: (document: ProjectDocument) => void;
  characters: Map<string, StudioCharacterView>;
};

/** The editor slot of the project page: the piano-roll editor, which reports each finished edit through `onChange`. */
export function ProjectEditorSlot(props: ProjectEditorProps) {
  return <StudioEditor {...props} />;
}
