import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/** Why the fallback shows: no image was given, or the one given failed to load. */
export type MissingImageReason = 'missing' | 'failed';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Required: empty for a decorative image. */
  alt: string;
  /** Shown instead of the image; told why, so what it says can be true. */
  fallback: (reason: MissingImageReason) => ReactNode;
}

/** An image that gives way to a fallback when it is missing or fails, even if it failed before hydration. */
export function ImageWithFallback({ src, alt, fallback, ...imageProps }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    // An error before React attached its handler leaves a complete image with no pixels.
    if (image && image.complete && image.naturalWidth === 0 && src) setFailedSrc(src);
  }, [src]);

  if (!src) return <>{fallback('missing')}</>;
  if (failedSrc === src) return <>{fallback('failed')}</>;
  return <img ref={ref} src={src} alt={alt} onError={() => setFailedSrc(src)} {...imageProps} />;
}
