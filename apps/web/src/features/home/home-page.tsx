import type { HomeProducts } from '@shop/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { readStorage, storageKeys } from '../../session/storage-keys';
import { useGoogleSignInCompletion } from '../auth/google-sign-in';
import { BannerCarousel, BannerSkeleton } from './banner-carousel';
import { galleryQuery, homeProductsQuery } from './home-queries';
import { isPopupSuppressed, PopupAd } from './popup-ad';
import { ProductSection, ProductSectionSkeleton } from './product-section';
import { QuickLinks } from './quick-links';
import { useHeroFirst } from './use-hero-first';
import { WhyChooseUs } from './why-choose-us';

/** The landing page at / and /home. */
export function HomePage() {
  // ?success=true: back from Google sign-in.
  useGoogleSignInCompletion();
  const gallery = useQuery(galleryQuery());
  const home = useQuery(homeProductsQuery());
  // The banners and the offer paint first; the product grids follow in a lower-priority pass.
  const products = useDeferredValue(home.data);
  const popup = gallery.data?.Popup ?? null;
  // While the offer covers the banner, the offer's picture gets the bandwidth first.
  const popupFirst = popup !== null && !isPopupSuppressed(readStorage(storageKeys.lastPopupShown), Date.now());
  const { restMayLoad, bannerSettled, popupSettled } = useHeroFirst({
    galleryDone: !gallery.isPending,
    hasPopup: popup !== null,
  });

  return (
    <>
      <h1 className="sr-only">S-Store: instant game top-ups in India</h1>
      {gallery.isPending ? (
        <BannerSkeleton />
      ) : gallery.data ? (
        <BannerCarousel
          mobile={gallery.data.CarouselMb}
          desktop={gallery.data.CarouselPc}
          restMayLoad={restMayLoad}
          firstImagePriority={popupFirst ? 'auto' : 'high'}
          onFirstImageSettled={bannerSettled}
        />
      ) : null}
      {popup && <PopupAd entry={popup} onImageSettled={popupSettled} />}
      <QuickLinks />

      {home.isError ? (
        <div role="alert" className="mx-auto max-w-md px-4 pt-10 text-center">
          <p className="font-semibold">We could not load the games right now.</p>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{home.error.message}</p>
          <button
            type="button"
            onClick={() => void home.refetch()}
            className="mt-4 min-h-11 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
        </div>
      ) : products ? (
        <ProductSections products={products} showImages={restMayLoad} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading products">
          <ProductSectionSkeleton />
          <ProductSectionSkeleton />
        </div>
      )}
      <WhyChooseUs />
    </>
  );
}

/** The four groups, each shown only when it has products; the first one's pictures load at once. */
const ProductSections = memo(function ProductSections({ products, showImages }: { products: HomeProducts; showImages: boolean }) {
  const sections = [
    { id: 'trending', title: 'TRENDING DISCOUNTS', products: products.trending },
    { id: 'instant', title: 'INSTANT RECHARGE', products: products.instantGames },
    { id: 'games', title: 'MORE GAMES', products: products.games },
    { id: 'others', title: 'OTHERS', products: [...products.ott, ...products.others] },
  ].filter((section) => section.products.length > 0);
  return sections.map((section, i) => <ProductSection key={section.id} {...section} eager={i === 0} showImages={showImages} />);
});
