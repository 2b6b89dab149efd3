import { useCallback, useRef, useState } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import type { BitDepth } from '../../../../shared/studio/voice/wav';
import { platform } from '../../platform';
import { clipAudioOf } from '../adapters/clipAudioStore';
import type { VoiceClient } from '../adapters/voiceClient';

export interface ExportOptions {
  sampleRate: 44100 | 48000;
  bitDepth: BitDepth;
  perTrack: boolean;
}

/** WAV export of the document (its audio tracks' loaded recordings too) through the voice worker; the desktop asks where, the browser downloads. */
export function useWavExport(document: ProjectDocument, voice: () => VoiceClient) {
  const [exporting, setExporting] = useState(false);
  const documentRef = useRef(document);
  documentRef.current = document;

  const exportWav = useCallback(
    async (options: ExportOptions) => {
      setExporting(true);
      try {
        const doc = documentRef.current;
        const audioIds = doc.audioTracks.flatMap((track) => track.clips.map((clip) => clip.audioId));
        const { files } = await voice().exportWav(doc, { ...options, clips: clipAudioOf(audioIds) });
        for (const file of files) {
          const suggestedName = options.perTrack ? `${doc.title} - ${file.name}` : doc.title;
          await platform.saveFile({ kind: 'wav', suggestedName, bytes: file.bytes });
        }
      } finally {
        setExporting(false);
      }
    },
    [voice],
  );
  return { exportWav, exporting };
}
