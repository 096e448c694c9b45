import type { GalleryEntry } from '@shop/contract/catalogue';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '@shop/contract/catalogue-rules';

/** 5 s per banner, 50 px swipe, phones are under 768 px wide. */
export const CAROUSEL_INTERVAL_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const MOBILE_QUERY = '(max-width: 767px)';

function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(MOBILE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => true,
  );
}

function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  const className = 'block h-full w-full';
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

// The banner box keeps the same size while loading, so nothing below it moves. Banners are
// 2:1 on phones (800 x 400) and 4:1 on wider screens (1600 x 400).
const frame = 'relative aspect-[2/1] w-full overflow-hidden rounded-2xl bg-zinc-200 md:aspect-[4/1] dark:bg-zinc-800';

export function BannerSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-3 pt-3 sm:px-4 sm:pt-4" aria-hidden="true">
      <div className={`${frame} animate-pulse`} />
      <div className="h-11" />
    </div>
  );
}

/** The home page banners: mobile or desktop images, auto-advancing, swipeable, pausable. */
type BannerCarouselProps = {
  mobile: GalleryEntry[];
  desktop: GalleryEntry[];
  /** Whether banners after the first may download yet (see useHeroFirst on the home page). */
  restMayLoad: boolean;
  /** 'high' unless something else on screen (the offer) should download first. */
  firstImagePriority: 'high' | 'auto';
  onFirstImageSettled: () => void;
};

export function BannerCarousel({ mobile, desktop, restMayLoad, firstImagePriority, onFirstImageSettled }: BannerCarouselProps) {
  const isMobile = useIsMobile();
  const slides = isMobile ? mobile : desktop;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const rotating = count > 1 && !paused && !hovered;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count, current]);

  useEffect(() => {
    if (count === 0) onFirstImageSettled();
  }, [count, onFirstImageSettled]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      aria-label="Offers"
      aria-roledescription="carousel"
      className="mx-auto max-w-7xl px-3 pt-3 sm:px-4 sm:pt-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className={frame}
        onTouchStart={(e) => {
          touchStartX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchStartX.current;
          const end = e.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined) return;
          const dx = end - start;
          if (dx < -SWIPE_THRESHOLD_PX) go(current + 1);
          else if (dx > SWIPE_THRESHOLD_PX) go(current - 1);
        }}
      >
        {/* Announced politely only while not rotating on its own (WAI carousel pattern). */}
        <div
          aria-live={rotating ? 'off' : 'polite'}
          className="flex h-full transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              inert={i !== current}
              className="h-full w-full shrink-0"
            >
              <BannerLink href={slide.redirectUrl}>
                {i === 0 || restMayLoad ? (
                  <img
                    src={imageUrl(slide.url)}
                    alt={slide.title}
                    width={isMobile ? 800 : 1600}
                    height={400}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? firstImagePriority : 'low'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                    className="h-full w-full object-cover"
                    {...(i === 0 ? { onLoad: onFirstImageSettled, onError: onFirstImageSettled } : {})}
                  />
                ) : (
                  // Later banners download once the first screen is in (see useHeroFirst).
                  <span role="img" aria-label={slide.title} className="block h-full w-full" />
                )}
              </BannerLink>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label="Previous banner"
              className="absolute top-1/2 left-2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-black/55 text-white hover:bg-black/75 md:grid"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label="Next banner"
              className="absolute top-1/2 right-2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-black/55 text-white hover:bg-black/75 md:grid"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
      </div>
      <div className="flex h-11 items-center justify-center">
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Play banners' : 'Pause banners'}
              className="grid size-11 place-items-center rounded-full text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
            >
              {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            </button>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`Show banner ${i + 1}: ${slide.title}`}
                aria-current={i === current ? 'true' : undefined}
                className="group grid size-11 place-items-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${
                    i === current ? 'w-5 bg-brand-700 dark:bg-brand-300' : 'w-2 bg-zinc-400 group-hover:bg-zinc-500 dark:bg-zinc-600'
                  }`}
                />
              </button>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
