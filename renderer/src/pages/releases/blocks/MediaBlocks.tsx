import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../../shared/schemas/notion';
import classes from './Blocks.module.css';
import { imageSrcSet } from './imageSrcSet';
import { plainText } from './RichText';
import { safeHttpUrl, safeImageSrc, videoEmbedUrl } from './safeUrl';

/**
 * How wide a note's picture shows: the notes' column (at most 862 px, the page's side margins below
 * that), or the whole width in the compact embed. A `srcset` picks its rendition by it.
 */
const FIGURE_SIZES = '(min-width: 960px) 862px, calc(100vw - 74px)';
const COMPACT_FIGURE_SIZES = '100vw';

type ImageBlockProps = { image: Extract<Block, { type: 'image' }>['image']; priority: boolean; compact: boolean };

/** A picture from a safe address, with its renditions and caption; a `priority` one loads first. */
export function ImageBlock({ image, priority, compact }: ImageBlockProps) {
  const source = image.type === 'external' ? image.external.url : image.file.url;
  const src = safeImageSrc(source);
  if (!src) return null;
  const caption = plainText(image.caption);
  const srcSet = imageSrcSet(src, image.dimensions?.width, image.sources);
  return (
    <figure className={classes.figure}>
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet && (compact ? COMPACT_FIGURE_SIZES : FIGURE_SIZES)}
        alt={caption}
        width={image.dimensions?.width}
        height={image.dimensions?.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** A video from a known host in a sandboxed frame; any other safe address as a link. */
export function VideoBlock({ video }: { video: Extract<Block, { type: 'video' }>['video'] }) {
  const { t } = useTranslation('releases');
  const source = video.type === 'external' ? video.external.url : video.file.url;
  const embed = videoEmbedUrl(source);
  const caption = plainText(video.caption);
  if (!embed) {
    const href = safeHttpUrl(source);
    return href ? (
      <p className={classes.paragraph}>
        <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={classes.link}>
          {caption || t('watchVideo')}
        </a>
      </p>
    ) : null;
  }
  return (
    <figure className={classes.figure}>
      <iframe
        className={classes.video}
        src={embed}
        title={caption || t('video')}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
