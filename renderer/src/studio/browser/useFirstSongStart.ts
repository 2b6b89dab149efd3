import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Language } from '../../../../shared/languages';
import { listTemplates } from '../adapters/projectsApi';
import { START_FROM_DEMO, START_PARAM, withoutParam } from '../firstSong';
import { useTokenGetter } from '../studioContext';
import { firstDemo } from './demoOrder';
import type { Library } from './useProjectLibrary';
import type { StudioCharacterView } from './useStudioCharacters';

/**
 * Arriving from the home page's start button (`?start=demo`) with no project yet, the user's first
 * song is made from the demo in their language that their plan sings, and opened (answers true while
 * that happens). With projects already, the list shows as usual.
 */
export function useFirstSongStart({
  library,
  characters,
  language,
  onOpen,
}: {
  library: Library;
  characters: Map<string, StudioCharacterView>;
  language: Language;
  onOpen: (projectId: string) => void;
}): boolean {
  const [params, setParams] = useSearchParams();
  const token = useTokenGetter();
  const started = useRef(false);
  const wanted = params.get(START_PARAM) === START_FROM_DEMO;
  const charactersKnown = [...characters.values()].some((character) => character.allowed);

  useEffect(() => {
    if (!wanted || started.current || library.count === null) return;
    const dropParam = () => setParams(withoutParam(START_PARAM), { replace: true });
    if (library.count > 0) return dropParam();
    if (!charactersKnown) return;
    started.current = true;
    listTemplates(token())
      .then(async (templates) => {
        const demo = firstDemo(templates, language, (id) => characters.get(id)?.allowed ?? false);
        if (!demo) return dropParam();
        onOpen(await library.create({ kind: 'template', template_id: demo.id }));
      })
      .catch(dropParam);
  }, [wanted, library, charactersKnown, characters, language, token, onOpen, setParams]);

  return wanted && (library.count === null || library.count === 0);
}
