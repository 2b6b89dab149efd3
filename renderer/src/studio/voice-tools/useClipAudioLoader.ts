import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { fetchAudioClip } from '../adapters/audioClipsApi';
import { loadClipAudio } from '../adapters/clipAudioStore';
import { useTokenGetter } from '../studioContext';

/** Fetches and decodes the recordings the song's audio tracks play, once each, as the song names them. */
export function useClipAudioLoader(document: ProjectDocument): void {
  const { id: projectId = '' } = useParams();
  const token = useTokenGetter();
  const audioIds = [...new Set(document.audioTracks.flatMap((track) => track.clips.map((clip) => clip.audioId)))].join(
    ' ',
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids (as one string) are what the loads depend on
  useEffect(() => {
    for (const audioId of audioIds.split(' ').filter(Boolean)) {
      void loadClipAudio(audioId, () => fetchAudioClip(token(), projectId, audioId).then((answer) => answer.bytes));
    }
  }, [audioIds, projectId]);
}
