import type { Page } from '@playwright/test';

export type ContrastReading = { kind: string; text: string; ratio: number; color: string; background: string };

/**
 * Text contrast of every visible element matching `selector`, computed from its styles: the text
 * colour over the element's own background composited onto its ancestors' (alpha blended), and
 * for a gradient the worst of its colour stops. WCAG 2 relative luminance.
 */
export function readContrast(page: Page, selector: string): Promise<ContrastReading[]> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map(([, inner = '']) => {
        const [r = 0, g = 0, b = 0, a = 1] = inner
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The backgrounds behind an element: one per gradient stop, or its solid colour, over its ancestors'. */
    const backgroundsOf = (element: Element | null): Rgba[] => {
      if (!element) return [[0, 0, 0, 1]];
      const style = getComputedStyle(element);
      const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : [];
      const [solid] = parse(style.backgroundColor);
      const layers = stops.length ? stops : solid && solid[3] > 0 ? [solid] : [];
      if (layers.every((layer) => layer[3] >= 1) && layers.length) return layers;
      const below = backgroundsOf(element.parentElement);
      if (!layers.length) return below;
      return layers.flatMap((layer) => below.map((under) => over(layer, under)));
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    return [...document.querySelectorAll(selector)]
      .filter((element) => visible(element) && (element.textContent ?? '').trim())
      .filter((element) => !(element as HTMLButtonElement).disabled && !element.hasAttribute('data-disabled'))
      .map((element) => {
        // The text sits in the innermost element with text; read its colour there.
        const label = element.querySelector('.mantine-Button-label, .mantine-Badge-label') ?? element;
        const [textColor = [0, 0, 0, 1] as Rgba] = parse(getComputedStyle(label).color);
        const backgrounds = backgroundsOf(element);
        const worst = Math.min(...backgrounds.map((background) => ratio(over(textColor, background), background)));
        return {
          kind: [...element.classList].find((c) => /^mantine-\w+-root$/.test(c)) ?? element.tagName,
          text: (element.textContent ?? '').trim().slice(0, 40),
          ratio: Math.round(worst * 100) / 100,
          color: getComputedStyle(label).color,
          background: getComputedStyle(element).backgroundColor,
        };
      });
  }, selector);
}
