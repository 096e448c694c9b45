import type { Product } from '@shop/contract/catalogue';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product-image';

const grid = 'grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 sm:gap-4';

function SectionTitle({ id, title }: { id: string; title: string }) {
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-extrabold tracking-wide sm:text-lg">
      <span aria-hidden="true" className="h-5 w-1.5 rounded-full bg-brand-600 dark:bg-brand-400" />
      {title}
    </h2>
  );
}

function ProductTile({ product, eager, showImage }: { product: Product; eager: boolean; showImage: boolean }) {
  return (
    <li>
      <Link
        to={`/product/${product._id}`}
        className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-zinc-900 dark:ring-zinc-800"
      >
        {showImage ? (
          <ProductImage
            path={product.imgpath}
            width={240}
            height={240}
            loading={eager ? 'eager' : 'lazy'}
            className="aspect-square w-full bg-zinc-100 object-cover dark:bg-zinc-800"
          />
        ) : (
          <span aria-hidden="true" className="block aspect-square w-full bg-zinc-100 dark:bg-zinc-800" />
        )}
        <span className="block px-1.5 pt-2 pb-2.5 sm:px-2">
          <span className="line-clamp-3 text-center text-xs leading-4 font-semibold text-zinc-800 sm:line-clamp-2 sm:text-sm sm:leading-5 dark:text-zinc-100">
            {product.name}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A titled grid of product tiles; shown only when it has products. */
type ProductSectionProps = {
  id: string;
  title: string;
  products: Product[];
  /** The first section's pictures load at once; the others when they come near the screen. */
  eager?: boolean;
  /** Pictures wait until the banner and the offer have arrived. */
  showImages?: boolean;
};

export function ProductSection({ id, title, products, eager = false, showImages = true }: ProductSectionProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-7xl px-3 pt-6 sm:px-4 ${eager ? '' : 'below-fold'}`}>
      <SectionTitle id={id} title={title} />
      <ul className={grid}>
        {products.map((product, i) => (
          <ProductTile key={product._id} product={product} eager={eager && i < 6} showImage={showImages} />
        ))}
      </ul>
    </section>
  );
}

/** Placeholders in the tiles' shape while the catalogue loads. */
export function ProductSectionSkeleton({ tiles = 6 }: { tiles?: number }) {
  return (
    <div className="mx-auto max-w-7xl px-3 pt-6 sm:px-4" aria-hidden="true">
      <div className="skeleton mb-3 h-6 w-44" />
      <div className={grid}>
        {Array.from({ length: tiles }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
            <div className="skeleton aspect-square w-full rounded-none" />
            <div className="flex flex-col items-center gap-1.5 px-2 pt-2.5 pb-3">
              <div className="skeleton h-3 w-3/4" />
              <div className="skeleton h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
