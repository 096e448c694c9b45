import type { GalleryEntry } from '@shop/contract/catalogue';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../components/dialog';
import { imageUrl } from '@shop/contract/catalogue-rules';
import { readStorage, storageKeys, writeStorage } from '../../session/storage-keys';

/** The popup stays away for 5 minutes after it was closed. */
export const POPUP_QUIET_MS = 5 * 60 * 1000;

export function isPopupSuppressed(lastClosedAt: string | null, now: number): boolean {
  if (lastClosedAt === null) return false;
  const closedAt = Number(lastClosedAt);
  return Number.isFinite(closedAt) && now - closedAt < POPUP_QUIET_MS;
}

/** The home page's popup ad, shown on load unless it was closed less than 5 minutes ago. */
export function PopupAd({ entry, onImageSettled }: { entry: GalleryEntry; onImageSettled?: () => void }) {
  const [open, setOpen] = useState(() => !isPopupSuppressed(readStorage(storageKeys.lastPopupShown), Date.now()));

  // A suppressed offer has no picture to wait for.
  useEffect(() => {
    if (!open) onImageSettled?.();
  }, [open, onImageSettled]);

  const close = () => {
    writeStorage(storageKeys.lastPopupShown, String(Date.now()));
    setOpen(false);
  };

  const image = (
    <img
      src={imageUrl(entry.url)}
      alt={entry.title}
      width={600}
      height={750}
      // On a first visit the offer is the largest thing on screen: fetch it before anything else.
      fetchPriority="high"
      onLoad={onImageSettled}
      onError={onImageSettled}
      className="mx-auto max-h-[70vh] w-full rounded-xl object-contain"
    />
  );
  const href = entry.redirectUrl;

  return (
    <Dialog open={open} onClose={close} title={entry.title || 'Special offer'} titleClassName="truncate pl-1 font-bold" closeLabel="Close offer" className="p-3">
      <div className="mt-2">
        {!href ? (
          image
        ) : href.startsWith('/') ? (
          <Link to={href} onClick={close} className="block rounded-xl">
            {image}
          </Link>
        ) : (
          <a href={href} onClick={close} target="_blank" rel="noopener noreferrer" className="block rounded-xl">
            {image}
          </a>
        )}
      </div>
    </Dialog>
  );
}
