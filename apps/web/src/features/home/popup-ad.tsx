import type { GalleryEntry } from '@shop/contract/catalogue';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/modal';
import { imageUrl } from '../../components/product-image';
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
    <Modal open={open} onClose={close} labelledBy="popup-ad-title" className="p-3">
      <div className="mb-2 flex items-center gap-2">
        <h2 id="popup-ad-title" className="flex-1 truncate pl-1 font-bold">
          {entry.title || 'Special offer'}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close offer"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-zinc-100 text-zinc-800 hover:bg-zinc-200 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
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
    </Modal>
  );
}
