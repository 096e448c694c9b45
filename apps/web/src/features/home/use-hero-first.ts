import { useCallback, useEffect, useState } from 'react';

/** The longest the other pictures wait for the first banner and the offer. */
const HERO_WAIT_MS = 2500;

/**
 * The first banner and the offer are what a visitor sees first; the other pictures (more
 * banners, product tiles) wait until those two have arrived, or HERO_WAIT_MS at most, so that on
 * a slow phone connection they do not share its bandwidth.
 */
export function useHeroFirst({ galleryDone, hasPopup }: { galleryDone: boolean; hasPopup: boolean }) {
  const [banner, setBanner] = useState(false);
  const [popup, setPopup] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), HERO_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const bannerSettled = useCallback(() => setBanner(true), []);
  const popupSettled = useCallback(() => setPopup(true), []);
  const popupDone = popup || (galleryDone && !hasPopup);
  return { restMayLoad: timedOut || (banner && popupDone), bannerSettled, popupSettled };
}
