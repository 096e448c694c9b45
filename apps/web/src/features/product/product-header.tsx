import type { Product } from '@shop/contract/catalogue';
import { deliveryNote, HOW_TO_PURCHASE_ALT } from '@shop/contract/catalogue-rules';
import { ChevronDown, Info, Zap, Clock } from 'lucide-react';
import { ProductImage } from '../../components/product-image';

/** The product's header card: image, name, delivery promise, important note, purchase guide. */
export function ProductHeader({ product }: { product: Product }) {
  const note = product.isApi ? deliveryNote.api : deliveryNote.manual;
  const DeliveryIcon = product.isApi ? Zap : Clock;
  return (
    <section aria-labelledby="product-name" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="flex items-center gap-4">
        <ProductImage
          path={product.imgpath}
          alt=""
          width={88}
          height={88}
          fetchPriority="high"
          className="size-22 shrink-0 rounded-2xl bg-zinc-100 object-cover dark:bg-zinc-800"
        />
        <div className="min-w-0">
          <h1 id="product-name" className="text-xl leading-tight font-extrabold sm:text-2xl">
            {product.name}
          </h1>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            <DeliveryIcon aria-hidden="true" className="size-3.5" />
            {note}
          </p>
        </div>
      </div>
      {product.importantnote.trim() && (
        <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm leading-relaxed text-amber-950 dark:bg-amber-950/60 dark:text-amber-100">
          <p className="mb-1 flex items-center gap-1.5 font-bold">
            <Info aria-hidden="true" className="size-4" /> Important
          </p>
          <p className="whitespace-pre-line">{product.importantnote}</p>
        </div>
      )}
      <details className="group mt-4 rounded-xl ring-1 ring-zinc-200 dark:ring-zinc-700">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-xl px-3 font-semibold [&::-webkit-details-marker]:hidden">
          How To Purchase
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <img
          src="/images/how-to-purchase.svg"
          alt={HOW_TO_PURCHASE_ALT}
          width={640}
          height={400}
          loading="lazy"
          className="h-auto w-full rounded-b-xl"
        />
      </details>
    </section>
  );
}
