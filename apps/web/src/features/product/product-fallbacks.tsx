import { Link } from 'react-router';
import { ApiError } from '../../api/client';

/** The product page's placeholder while the product loads: the header card and the two first steps. */
export function ProductSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" role="status" aria-busy="true" aria-label="Loading product">
      <div className="rounded-2xl bg-white p-4 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
        <div className="flex items-center gap-4">
          <div className="skeleton size-22 shrink-0 rounded-2xl" />
          <div className="flex-1 space-y-2">
            <div className="skeleton h-6 w-3/4" />
            <div className="skeleton h-5 w-1/2" />
          </div>
        </div>
        <div className="skeleton mt-4 h-11 w-full" />
      </div>
      <div className="space-y-4">
        <div className="skeleton h-40 w-full rounded-2xl" />
        <div className="skeleton h-72 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** A product that is gone (or an address that never was one), or one that could not be loaded now. */
export function ProductUnavailable({ error }: { error: Error }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{missing ? 'Product not found' : 'Could not load this product'}</h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{missing ? 'This product may have been removed. Browse our other games instead.' : error.message}</p>
      <Link to="/home" className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        Go to Home
      </Link>
    </div>
  );
}
