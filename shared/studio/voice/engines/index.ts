import { type CharacterId, findCharacter } from '../../characters';
import type { VoiceEngine } from '../engine';
import { formantEngine } from './formant';

/** The voice engines, one line each (an engine lives in engines/<id>/). */
const ENGINES = new Map<string, VoiceEngine>([[formantEngine.id, formantEngine]]);

/** Adds an engine (a plug-in, or a test's); an engine of the same id is replaced. */
export function registerEngine(engine: VoiceEngine): void {
  ENGINES.set(engine.id, engine);
}

export function findEngine(id: string): VoiceEngine | undefined {
  return ENGINES.get(id);
}

/** The engine a character sings with (characters.ts names it). */
export function engineOf(character: CharacterId): VoiceEngine {
  const id = findCharacter(character)?.engine ?? formantEngine.id;
  const engine = ENGINES.get(id);
  if (!engine) throw new Error(`No voice engine "${id}" is registered (character ${character}).`);
  return engine;
}
