import { useState } from 'react';
import { imageSrcSet } from '@shared/media';
import { IkatPattern, type IkatPalette } from './ikat';

interface SmartImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Aspect-ratio box (Tailwind class), so the space is reserved before the image arrives (no layout shift). */
  aspect?: string;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** Palette of the drawn placeholder shown when there is no image or it fails to load. */
  placeholder?: IkatPalette;
  /** 'span' inside phrasing content (a button's picture, where no <div> may stand): shown as blocks all the same. */
  as?: 'div' | 'span';
}

/**
 * An image in several widths (srcset from shared/media), lazily loaded below the fold, inside a box of
 * fixed aspect ratio. Missing or broken images fall back to a drawn ikat placeholder.
 */
export function SmartImage({ src, alt, sizes, aspect = 'aspect-[4/3]', priority = false, className = '', imgClassName = '', placeholder = 'cream', as: Box = 'div' }: SmartImageProps) {
  const [failed, setFailed] = useState(false);
  const show = !!src && !failed;
  return (
    <Box className={`relative overflow-hidden bg-cream-100 ${Box === 'span' ? 'block ' : ''}${aspect} ${className}`}>
      {show ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          alt={alt}
          width={640}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(true)}
          className={`absolute inset-0 h-full w-full object-cover ${imgClassName}`}
        />
      ) : (
        // The stand-in's label is the image's alt: the item's own words (a title), as an <img>'s alt is.
        <Box role={alt ? 'img' : undefined} aria-label={alt || undefined} data-user-content={alt ? '' : undefined} className="absolute inset-0">
          <IkatPattern palette={placeholder} scale={0.6} className="opacity-90" as={Box} />
        </Box>
      )}
    </Box>
  );
}
