import { safeImageSrc } from './safeUrl';

/** A URL that a `srcset` can hold as it is: no spaces or commas, which separate its candidates. */
const fitsSrcSet = (url: string) => !/[\s,]/.test(url);

/**
 * The `srcset` of a note's picture: its smaller renditions (`sources`) and the picture itself at its
 * known width, so that a phone loads the one that fits. None without the picture's width or a usable
 * rendition; renditions pass the same URL check as the picture.
 */
export function imageSrcSet(
  src: string,
  width: number | undefined,
  sources: readonly { url: string; width: number }[] | undefined,
): string | undefined {
  if (!width || !fitsSrcSet(src)) return undefined;
  const smaller = (sources ?? []).flatMap((source) => {
    const url = safeImageSrc(source.url);
    return url && fitsSrcSet(url) && source.width < width ? [`${url} ${source.width}w`] : [];
  });
  return smaller.length ? [...smaller, `${src} ${width}w`].join(', ') : undefined;
}
