import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { fetchAudioClip } from '../adapters/audioClipsApi';
import { forgetClipAudio, loadClipAudio, retainClipAudio } from '../adapters/clipAudioStore';
import { useTokenGetter } from '../studioContext';

/**
 * Fetches and decodes the recordings the song's audio tracks play, once each, as the song names them;
 * the store lets go of the ones the song no longer plays (see clipAudioStore) and of all of them when
 * the project closes.
 */
export function useClipAudioLoader(document: ProjectDocument): void {
  const { id: projectId = '' } = useParams();
  const token = useTokenGetter();
  const audioIds = [...new Set(document.audioTracks.flatMap((track) => track.clips.map((clip) => clip.audioId)))].join(
    ' ',
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids (as one string) are what the loads depend on
  useEffect(() => {
    const used = audioIds.split(' ').filter(Boolean);
    retainClipAudio(used);
    for (const audioId of used) {
      void loadClipAudio(audioId, () => fetchAudioClip(token(), projectId, audioId).then((answer) => answer.bytes));
    }
  }, [audioIds, projectId]);
  // Leaving the project (or opening another) lets go of its recordings.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another project's id is what lets go of them
  useEffect(() => () => forgetClipAudio(), [projectId]);
}
