import type { Item, Product } from '@shop/contract/catalogue';
import { rupeesToPaise } from '@shop/contract/money';
import type { PaymentMode } from '@shop/contract/orders';
import type { SavedPlayer } from '@shop/contract/players';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useToast } from '../../components/toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { pointsBalanceQuery } from '../buying/buying-queries';
import { CheckoutBar } from './checkout-bar';
import { useCoupon } from './coupon';
import { OrderConfirmationStep } from './order-confirmation-step';
import { PackNoticeDialog } from './pack-notice';
import { PackStep } from './pack-step';
import { PaymentSheet } from './payment-sheet';
import { PlayerInfoStep } from './player-info-step';
import { ProductHeader } from './product-header';
import { ProductSkeleton, ProductUnavailable } from './product-fallbacks';
import { itemsQuery, productQuery } from './product-queries';
import { SavedPlayerChips, savedPlayersQuery, savedTitleOf } from './saved-players';
import { useBringIntoView } from './step-card';
import { usePlaceOrder } from './use-place-order';
import { problemsOf, usePlayerCheck } from './use-player-check';
import { needsUsernameCheck, noticeFor, playerFieldsOf, playerValuesOf, priceFor, type PackNotice } from './product-rules';

/** The toast of a Proceed that fails its checks; it stays 5 seconds. */
export const PROCEED_BLOCKED_MESSAGE = 'Please select a pack and enter your details correctly before proceeding.';
const PROCEED_BLOCKED_MS = 5000;
/** A "Buy again" link whose pack is no longer on sale. */
export const REBUY_PACK_GONE_MESSAGE = 'That pack is not on sale right now. Please choose another one.';

/**
 * /product/:id — steps 1 (information), 2 (pack), 3 (order summary) and 4 (payment sheet).
 * "Buy again" opens it as /product/:id?pack=<item _id>&player=<id>&zone=<zone>: the pack is chosen,
 * the player filled in and checked at today's price, and the payment step opens to be confirmed.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  // A new product starts a fresh form.
  return <ProductScreen key={id} productId={id} />;
}

function ProductScreen({ productId }: { productId: string }) {
  const product = useQuery(productQuery(productId));

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) return <ProductUnavailable error={product.error} />;
  return <ProductCheckout product={product.data} />;
}

function ProductCheckout({ product }: { product: Product }) {
  const session = useSession();
  const user = session?.user ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  useDocumentTitle(product.name);

  const items = useQuery(itemsQuery(product._id, user?.role));
  // Saved accounts are the signed-in customer's own: never asked for, nor shown, without a session.
  const saved = useQuery({ ...savedPlayersQuery(product._id), enabled: Boolean(session) });
  const savedPlayers = session ? (saved.data?.players ?? []) : [];

  const fields = playerFieldsOf(product);
  const checkable = needsUsernameCheck(product);
  // A link may name the player and the pack (read once: the form is the customer's after that).
  const [link] = useState(() => ({
    pack: searchParams.get('pack'),
    values: playerValuesOf(fields, { input1: searchParams.get('player'), input2: searchParams.get('zone') }),
  }));
  const form = usePlayerCheck(product._id, fields, link.values);
  const { values, check } = form;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: PackNotice; item: Item } | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [paying, setPaying] = useState(false);
  const infoRef = useRef<HTMLElement>(null);
  const showInfoStep = useBringIntoView(infoRef);

  // The pack grid renders in a lower-priority pass, after the header and the form have painted.
  const packs = useDeferredValue(items.data);
  const list = packs ?? [];
  // The chosen pack, or the first one in stock when nothing was chosen.
  const selected = list.find((i) => i._id === chosenId && i.inStock) ?? list.find((i) => i.inStock) ?? null;
  const verified = check?.verified === true;

  const coupon = useCoupon({ itemId: selected?._id ?? null, user });
  const { placeOrder, busy: placing } = usePlaceOrder();

  function pickSaved(player: SavedPlayer) {
    const next = playerValuesOf(fields, { input1: player.playerId, input2: player.zoneId });
    form.fill(next);
    setShowProblems(false);
    if (checkable) form.runCheck(next, selected);
  }

  // A "Buy again" link, once the packs are known: choose its pack, check its player, then open the
  // payment step. A pack that asks for an acknowledgement (bonus, weekly) asks again, and the
  // customer goes on from there; a pack no longer on sale is said so, with the player still filled.
  function startFromLink(list: Item[]) {
    const item = link.pack ? list.find((i) => i._id === link.pack) : undefined;
    const available = item?.inStock ? item : null;
    if (link.pack && !available) toast(REBUY_PACK_GONE_MESSAGE, { tone: 'warning' });
    const kind = available ? noticeFor(available) : null;
    if (available && kind) setNotice({ kind, item: available });
    else if (available) setChosenId(available._id);
    const goPay = available && !kind && session ? () => setPaying(true) : undefined;
    if (fields.some((field) => !link.values[field.name].trim())) return;
    // The customer already changed the player while the packs loaded: the form is theirs now.
    if (values.input1 !== link.values.input1 || values.input2 !== link.values.input2) return;
    if (checkable) form.runCheck(link.values, available ?? list.find((i) => i.inStock) ?? null, goPay);
    else goPay?.();
  }
  // The latest startFromLink, without running the effect below again on every render.
  const startFromLinkRef = useRef(startFromLink);
  useEffect(() => {
    startFromLinkRef.current = startFromLink;
  });
  const linkHandled = useRef(false);
  useEffect(() => {
    if (!packs || linkHandled.current) return;
    linkHandled.current = true;
    if (link.pack || link.values.input1) startFromLinkRef.current(packs);
  }, [packs, link]);

  // A pack chosen before the player, with saved accounts to pick from: the grid sits below step 1
  // and, on a phone, the header above it can be a screen tall, so step 1 (the saved accounts at its
  // top) comes back into view, for one tap on an account rather than a scroll back up to find it.
  function choosePack(id: string) {
    setChosenId(id);
    if (savedPlayers.length > 0 && fields.some((field) => !values[field.name].trim())) showInfoStep();
  }

  function selectPack(item: Item) {
    if (!item.inStock) return;
    const kind = noticeFor(item);
    if (kind) setNotice({ kind, item });
    else choosePack(item._id);
  }

  const problems = problemsOf(fields, values, checkable, verified);
  const packProblem = selected ? undefined : 'Please select a pack.';

  function proceed() {
    if (!session) {
      // Back here after login with the same link (a "Buy again" keeps its pack and player).
      navigate('/login', { state: { from: `/product/${product._id}${location.search}` } });
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

  // The saved account the form holds; when its id now answers to another name, the customer is told.
  const savedMatch = savedPlayers.find((p) => p.playerId === values.input1.trim() && p.zoneId === values.input2.trim()) ?? null;
  const renamedWarning =
    username && savedMatch?.name && saved.data && username !== savedMatch.name ? saved.data.renamedMessage(username, savedTitleOf(savedMatch)) : null;

  async function confirmOrder(mode: PaymentMode, walletBalance: number | null, points: number | undefined) {
    if (!session || !selected || total === null) return;
    // What the method pays after the points, in paise so that ₹0.10 + ₹0.20 is exact.
    const rest = rupeesToPaise(total) - rupeesToPaise(points ?? 0);
    // A wallet that cannot cover the order goes straight to the top-up offer (the server would refuse it).
    if (mode === 'wallet' && rest > 0 && walletBalance !== null && rupeesToPaise(walletBalance) < rest) {
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
        ...(points !== undefined ? { points } : {}),
      },
      mode,
    );
    if (outcome === 'relogin') setPaying(false);
    // A refusal of the points ("Insufficient points…") means the balance shown was out of date.
    if (outcome === 'failed' && points !== undefined) void queryClient.invalidateQueries({ queryKey: pointsBalanceQuery(session.user.userid).queryKey });
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
          onChange={form.changeValue}
          usernameCheck={checkable ? { onCheck: () => form.runCheck(values, selected), checking: form.checking, outcome: check } : null}
          problems={showProblems ? problems : null}
          sectionRef={infoRef}
          saved={<SavedPlayerChips players={savedPlayers} currentId={savedMatch?.id ?? null} showZone={fields.length > 1} onPick={pickSaved} />}
          warning={renamedWarning}
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
          // A new pack or price starts the sheet afresh: points offered for the old total would not fit.
          key={`${selected._id}:${total}`}
          open={paying}
          onClose={() => setPaying(false)}
          user={session.user}
          packName={selected.name}
          total={total}
          busy={placing}
          warning={renamedWarning}
          onConfirm={(mode, walletBalance, points) => void confirmOrder(mode, walletBalance, points)}
        />
      )}
      <PackNoticeDialog
        kind={notice?.kind ?? null}
        packName={notice?.item.name ?? ''}
        onCancel={() => setNotice(null)}
        onContinue={() => {
          if (notice) choosePack(notice.item._id);
          setNotice(null);
        }}
      />
    </div>
  );
}
