import { useState, type ImgHTMLAttributes } from 'react';

const PLACEHOLDER = '/image-missing.svg';

/**
 * An image from the server. One that cannot be loaded (a file gone from storage, a dead link in an old
 * record) shows the placeholder instead of the browser's broken-image icon (docs/pages.md).
 */
export function RemoteImage({ src, ...image }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const missing = failedSrc === src;
  return (
    <img
      {...image}
      src={missing ? PLACEHOLDER : src}
      data-missing={missing || undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
