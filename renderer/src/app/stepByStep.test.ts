import { describe, expect, it } from 'vitest';
import { stepByStep } from './stepByStep';

describe('stepByStep', () => {
  it('runs the steps in order, letting other tasks run between them, and returns the last result', async () => {
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(name);
      setTimeout(() => log.push(`task after ${name}`), 0);
    };
    const result = await stepByStep([step('a'), step('b')], async () => {
      log.push('last');
      return 42;
    });
    expect(result).toBe(42);
    expect(log).toEqual(['a', 'task after a', 'b', 'task after b', 'last']);
  });

  it('stops at a failing step', async () => {
    const log: string[] = [];
    const failing = stepByStep(
      [
        async () => {
          throw new Error('chunk failed to load');
        },
      ],
      async () => log.push('last'),
    );
    await expect(failing).rejects.toThrow('chunk failed to load');
    expect(log).toEqual([]);
  });
});
