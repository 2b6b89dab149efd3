import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';

describe('passwords of the built-in provider', () => {
  it('stores scrypt with its parameters and salt, and verifies only the right password', async () => {
    const stored = await hashPassword('Blue-moon-river-7');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword('Blue-moon-river-7')).not.toBe(stored);
    expect(await verifyPassword('Blue-moon-river-7', stored)).toBe(true);
    expect(await verifyPassword('Blue-moon-river-8', stored)).toBe(false);
    expect(await verifyPassword('Blue-moon-river-7', null)).toBe(false);
    expect(await verifyPassword('Blue-moon-river-7', 'plain-text')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(stored.replace('$32768$', '$16384$'))).toBe(true);
  });

  it('applies the strength rules', () => {
    expect(passwordProblem('Short-1', 'a@example.com')).toBe('length');
    expect(passwordProblem('x'.repeat(201), 'a@example.com')).toBe('length');
    expect(passwordProblem('alllowercaseletters', 'a@example.com')).toBe('classes');
    expect(passwordProblem('ALLUPPERCASELETTERS', 'a@example.com')).toBe('classes');
    expect(passwordProblem('12345678901234', 'a@example.com')).toBe('classes');
    expect(passwordProblem('Singer@Example.com', 'singer@example.com')).toBe('email');
    expect(passwordProblem('my-singer-2025', 'singer@example.com')).toBe('email');
    expect(passwordProblem('Password123', 'a@example.com')).toBe('common');
    expect(passwordProblem('1q2w3e4r5t', 'a@example.com')).toBe('common');
    expect(passwordProblem('Lyrics and melodies 4 me', 'a@example.com')).toBeNull();
    expect(passwordProblem('노래하는목소리2025', 'a@example.com')).toBeNull();
  });
});
