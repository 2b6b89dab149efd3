import { writeSungMelody } from './sungMelody';

/** Before any browser starts: the sung WAV the voice-tool journeys upload and the fake microphone plays. */
export default async function globalSetup(): Promise<void> {
  await writeSungMelody();
}
