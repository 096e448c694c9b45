import { FALLBACK_IMAGE, imageUrl } from '@shop/contract/catalogue-rules';
import { useState, type ImgHTMLAttributes } from 'react';

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
