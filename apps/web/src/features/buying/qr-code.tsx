import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as SVG, dark on white in both themes so any UPI app can scan it. */
export function QrCode({ value, label, className = 'size-44 sm:size-52' }: { value: string; label: string; className?: string }) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value]);
  // One path of unit squares, one per dark module.
  const path = useMemo(() => {
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return d;
  }, [qr]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" className={className}>
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={path} fill="#111111" />
    </svg>
  );
}
