import type { Item, Product } from '@shop/contract/catalogue';
import type { PaymentMode } from '@shop/contract/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { checkPlayerId } from '../../api/catalogue';
import { useToast } from '../../components/toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { CheckoutBar } from './checkout-bar';
import { useCoupon } from './coupon';
import { OrderConfirmationStep } from './order-confirmation-step';
import { PackNoticeDialog } from './pack-notice';
import { PackStep } from './pack-step';
import { PaymentSheet } from './payment-sheet';
import { PlayerInfoStep, type PlayerProblems, type PlayerValues } from './player-info-step';
import { ProductHeader } from './product-header';
import { itemsQuery, productQuery } from './product-queries';
import { usePlaceOrder } from './use-place-order';
import {
  needsUsernameCheck,
  noticeFor,
  outcomeOfCheck,
  outcomeOfCheckError,
  playerFieldsOf,
  priceFor,
  type CheckOutcome,
  type PackNotice,
} from './product-rules';

/** The toast of a Proceed that fails its checks; it stays 5 seconds. */
export const PROCEED_BLOCKED_MESSAGE = 'Please select a pack and enter your details correctly before proceeding.';
const PROCEED_BLOCKED_MS = 5000;

/** /product/:id — steps 1 (information), 2 (pack), 3 (order summary) and 4 (payment sheet). */
export function ProductPage() {
  const { id = '' } = useParams();
  // A new product starts a fresh form.
  return <ProductScreen key={id} productId={id} />;
}

function ProductScreen({ productId }: { productId: string }) {
  const product = useQuery(productQuery(productId));

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Product not found' : 'Could not load this product'}</h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">
          {missing ? 'This product may have been removed. Browse our other games instead.' : product.error.message}
        </p>
        <Link to="/home" className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Go to Home
        </Link>
      </div>
    );
  }
  return <ProductCheckout product={product.data} />;
}

function ProductCheckout({ product }: { product: Product }) {
  const session = useSession();
  const user = session?.user ?? null;
  const navigate = useNavigate();
  const toast = useToast();
  useDocumentTitle(product.name);

  const items = useQuery(itemsQuery(product._id, user?.role));

  const fields = playerFieldsOf(product);
  const checkable = needsUsernameCheck(product);
  const [values, setValues] = useState<PlayerValues>({ input1: '', input2: '' });
  const [check, setCheck] = useState<CheckOutcome | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: PackNotice; item: Item } | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [paying, setPaying] = useState(false);
  const infoRef = useRef<HTMLElement>(null);
  // Answers to an earlier Check Username are ignored once the id or zone changed.
  const checkRun = useRef(0);

  // The pack grid renders in a lower-priority pass, after the header and the form have painted.
  const packs = useDeferredValue(items.data);
  const list = packs ?? [];
  // The chosen pack, or the first one in stock when nothing was chosen.
  const selected = list.find((i) => i._id === chosenId && i.inStock) ?? list.find((i) => i.inStock) ?? null;
  const verified = check?.verified === true;

  const coupon = useCoupon({ itemId: selected?._id ?? null, user });
  const { placeOrder, busy: placing } = usePlaceOrder();

  const checkMutation = useMutation({
    mutationFn: checkPlayerId,
  });

  function changeValue(name: keyof PlayerValues, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    // Any change to the user id or zone resets verification.
    checkRun.current += 1;
    setCheck(null);
  }

  function runCheck() {
    const missing = fields.find((field) => !values[field.name].trim());
    if (missing) {
      setCheck({ verified: false, message: `Please enter your ${missing.label} first.` });
      return;
    }
    const run = ++checkRun.current;
    checkMutation.mutate(
      {
        userid: values.input1.trim(),
        zoneid: values.input2.trim(),
        selectedProduct: product._id,
        ...(selected ? { selectedItem: selected._id } : {}),
      },
      {
        onSuccess: (answer) => run === checkRun.current && setCheck(outcomeOfCheck(answer)),
        onError: (err) => run === checkRun.current && setCheck(outcomeOfCheckError(err.message)),
      },
    );
  }

  function selectPack(item: Item) {
    if (!item.inStock) return;
    const kind = noticeFor(item);
    if (kind) setNotice({ kind, item });
    else setChosenId(item._id);
  }

  const problems: PlayerProblems = {};
  for (const field of fields) {
    if (!values[field.name].trim()) {
      problems[field.name] = field.kind === 'server' ? `Please select your ${field.label}.` : `Please enter your ${field.label}.`;
    }
  }
  if (checkable && !verified && !problems.input1 && !problems.input2) {
    problems.verify = 'Please check your username before proceeding.';
  }
  const packProblem = selected ? undefined : 'Please select a pack.';

  function proceed() {
    if (!session) {
      navigate('/login', { state: { from: `/product/${product._id}` } });
      return;
    }
    if (Object.keys(problems).length > 0 || packProblem) {
      setShowProblems(true);
      toast(PROCEED_BLOCKED_MESSAGE, { tone: 'error', durationMs: PROCEED_BLOCKED_MS });
      infoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // Focus goes to the first empty field, or to the form when only the check is missing.
      const empty = fields.find((field) => problems[field.name]);
      const target = empty ? document.getElementById(`field-${empty.name}`) : infoRef.current;
      target?.focus({ preventScroll: true });
      return;
    }
    setPaying(true);
  }

  const price = selected ? priceFor(selected, user) : null;
  // With a coupon, the total is the server's final price: exactly what the order charges.
  const total = coupon.applied ? coupon.applied.finalPrice : price;
  const username = check?.verified ? (check.username ?? null) : null;

  async function confirmOrder(mode: PaymentMode, walletBalance: number | null) {
    if (!session || !selected || total === null) return;
    // A wallet that cannot cover the order goes straight to the top-up offer (the server would refuse it).
    if (mode === 'wallet' && walletBalance !== null && walletBalance < total) {
      navigate('/balanceerror');
      return;
    }
    const outcome = await placeOrder(
      {
        userid: session.user.userid,
        product_id: product._id,
        item_id: selected._id,
        itemid: selected.itemid,
        input1: values.input1.trim(),
        input2: values.input2.trim(),
        couponCode: coupon.applied?.code ?? '',
      },
      mode,
    );
    if (outcome === 'relogin') setPaying(false);
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className="lg:sticky lg:top-20">
        <ProductHeader product={product} />
      </div>
      <div className="space-y-4">
        <PlayerInfoStep
          fields={fields}
          values={values}
          onChange={changeValue}
          usernameCheck={checkable ? { onCheck: runCheck, checking: checkMutation.isPending, outcome: check } : null}
          problems={showProblems ? problems : null}
          sectionRef={infoRef}
        />
        <PackStep
          items={packs}
          loading={items.isPending || (items.isSuccess && !packs)}
          error={items.isError ? items.error.message : null}
          selectedId={selected?._id ?? null}
          priceOf={(item) => priceFor(item, user)}
          onSelect={selectPack}
          {...(showProblems && packProblem ? { problem: packProblem } : {})}
        />
        {selected && price !== null && (
          <OrderConfirmationStep
            productName={product.name}
            item={selected}
            price={price}
            fields={fields}
            values={values}
            username={username}
            coupon={coupon}
          />
        )}
      </div>
      <CheckoutBar total={total} packName={selected?.name ?? null} onProceed={proceed} />
      {session && selected && total !== null && (
        <PaymentSheet
          open={paying}
          onClose={() => setPaying(false)}
          user={session.user}
          packName={selected.name}
          total={total}
          busy={placing}
          onConfirm={(mode, walletBalance) => void confirmOrder(mode, walletBalance)}
        />
      )}
      <PackNoticeDialog
        kind={notice?.kind ?? null}
        packName={notice?.item.name ?? ''}
        onCancel={() => setNotice(null)}
        onContinue={() => {
          if (notice) setChosenId(notice.item._id);
          setNotice(null);
        }}
      />
    </div>
  );
}

function ProductSkeleton() {
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
