import { describe, expect, it } from 'vitest';
import { centredSquare } from './cropImage';

describe('centredSquare', () => {
  it('keeps the middle of a landscape picture', () => {
    expect(centredSquare(300, 200)).toEqual({ x: 50, y: 0, side: 200 });
  });
  it('keeps the middle of a portrait picture', () => {
    expect(centredSquare(96, 401)).toEqual({ x: 0, y: 152, side: 96 });
  });
  it('keeps a square whole', () => {
    expect(centredSquare(96, 96)).toEqual({ x: 0, y: 0, side: 96 });
  });
});
