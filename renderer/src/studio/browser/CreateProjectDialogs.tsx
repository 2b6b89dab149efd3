import type { Language } from '../../../../shared/languages';
import { NewProjectDialog } from './NewProjectDialog';
import { TemplatesDialog } from './TemplatesDialog';
import type { Library } from './useProjectLibrary';
import type { StudioCharacterView } from './useStudioCharacters';

type Props = {
  library: Library;
  characters: { list: StudioCharacterView[]; byId: Map<string, StudioCharacterView> };
  language: Language;
  newOpen: boolean;
  templatesOpen: boolean;
  onClose: () => void;
  /** Opens the project just made. */
  open: (id: string) => void;
};

/** The dialogs that make a project: a blank one with its title and character, or one from a demo song. */
export function CreateProjectDialogs({ library, characters, language, newOpen, templatesOpen, onClose, open }: Props) {
  return (
    <>
      <NewProjectDialog
        opened={newOpen}
        onClose={onClose}
        characters={characters.list}
        onCreate={async (title, characterId) => {
          const id = await library.create({ kind: 'blank', title, character_id: characterId, language });
          onClose();
          open(id);
        }}
      />
      <TemplatesDialog
        opened={templatesOpen}
        onClose={onClose}
        characters={characters.byId}
        language={language}
        onUse={async (templateId) => {
          const id = await library.create({ kind: 'template', template_id: templateId });
          onClose();
          open(id);
        }}
      />
    </>
  );
}
