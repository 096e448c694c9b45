import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGE = '/images/fallback-product.svg';

/**
 * Catalogue pictures come as the shop's paths (/uploads/...), or as full addresses when the shop
 * knows its public address (and from object storage); a bare file name lives in uploads.
 */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return FALLBACK_IMAGE;
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `/uploads/${path}`;
}

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  path: string | null | undefined;
  width: number;
  height: number;
};

/** A catalogue image with its size reserved that shows the fallback picture if it fails to load. */
export function ProductImage({ path, alt = '', ...rest }: ProductImageProps) {
  const original = imageUrl(path);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = failedSrc === original ? FALLBACK_IMAGE : original;
  return <img {...rest} alt={alt} src={src} decoding="async" onError={() => setFailedSrc(original)} />;
}
