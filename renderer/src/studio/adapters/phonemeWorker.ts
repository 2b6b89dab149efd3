/// <reference lib="webworker" />
/**
 * The editor's phonemizer, off the main thread: reads a track's lyrics as the voice will sing them
 * (English loads its pronouncing dictionary here, not in the page) and answers with the syllables
 * and warnings of each note, for the roll to show under the notes.
 */
import type { Language } from '../../../../shared/languages';
import { loadPhonemizer, type Phonemizer } from '../../../../shared/studio/voice/phonemize';
import type { PhonemeRequest, PhonemeResponse } from './phonemeProtocol';

declare const self: DedicatedWorkerGlobalScope;

const phonemizers: Partial<Record<Language, Promise<Phonemizer>>> = {};

self.onmessage = async (event: MessageEvent<PhonemeRequest>) => {
  const { id, language, notes } = event.data;
  let response: PhonemeResponse;
  try {
    phonemizers[language] ??= loadPhonemizer(language);
    const phonemizer = await phonemizers[language];
    response = { id, ok: true, result: phonemizer.phonemize(notes) };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
