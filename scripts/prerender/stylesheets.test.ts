import { describe, expect, it } from 'vitest';
import { stylesheetsFor, type ViteManifest } from './stylesheets';

const MANIFEST: ViteManifest = {
  'src/app/boot.tsx': { file: 'assets/boot.js', css: ['assets/boot.css'], imports: ['_layout.js'] },
  '_layout.js': { file: 'assets/layout.js', css: ['assets/layout.css'], imports: ['_button.js'] },
  '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
  'src/pages/home/HomePage.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_button.js'] },
};

describe('stylesheetsFor', () => {
  it('lists every stylesheet the modules need once, dependencies first', () => {
    expect(stylesheetsFor(MANIFEST, ['src/app/boot.tsx', 'src/pages/home/HomePage.tsx'])).toEqual([
      'assets/button.css',
      'assets/layout.css',
      'assets/boot.css',
      'assets/home.css',
    ]);
  });

  it('fails loudly for a module the build did not produce', () => {
    expect(() => stylesheetsFor(MANIFEST, ['src/pages/gone/GonePage.tsx'])).toThrow(/gone/);
  });
});
