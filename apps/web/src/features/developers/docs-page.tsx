import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS, webhookEventTypes, type WebhookEventType } from '@shop/contract/reseller-api';
import { BookOpen, KeyRound, ShieldAlert } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CodeBlock } from './code-block';
import { DeveloperPage, panelClass } from './developer-page';
import { curlExamples, exampleAnswers, exampleIdempotencyKey, keySetup, receiverSnippet } from './docs-examples';

const events: Record<WebhookEventType, string> = {
  'order.paid': 'An order was placed and paid from your wallet; delivery has started.',
  'order.completed': 'The pack was delivered to the player.',
  'order.refunded': 'The order could not be delivered; its price is back in your wallet.',
  'order.cancelled': 'The order was cancelled.',
  'order.needs_attention': 'Delivery ran into a problem that the shop’s team is resolving; a later event says how it ended.',
  'balance.low': 'Your wallet fell below the endpoint’s low-balance alert. Instead of an order, data has balance and threshold, in rupees.',
  test: 'Sent by “Send test event” on the Webhooks page, to try your receiver.',
};

const errors: { status: number; code: string; meaning: string }[] = [
  { status: 400, code: 'BAD_REQUEST', meaning: 'Something in the request is wrong or missing (a field, the Idempotency-Key); message says what.' },
  { status: 401, code: 'UNAUTHENTICATED', meaning: 'The key is missing, mistyped or revoked.' },
  { status: 402, code: 'INSUFFICIENT_BALANCE', meaning: 'Your wallet holds less than the pack’s price. Top up, then send the order again with the same Idempotency-Key.' },
  { status: 403, code: 'FORBIDDEN', meaning: 'The call is not allowed: it came from a web browser (it sent an Origin, Sec-Fetch-Site or Cookie header), or the account may not use the API.' },
  { status: 404, code: 'NOT_FOUND', meaning: 'No such product, pack or order for this key.' },
  { status: 409, code: 'CONFLICT', meaning: 'The Idempotency-Key was already used for an order with another body.' },
  { status: 422, code: 'UNPROCESSABLE', meaning: 'The request is well formed but cannot be done, e.g. the pack is out of stock; message says why.' },
  { status: 429, code: 'RATE_LIMITED', meaning: 'Too many calls: wait the seconds in the Retry-After header.' },
  { status: 503, code: 'UNAVAILABLE', meaning: 'The shop is busy for a moment: wait Retry-After seconds and try again (an order with the same Idempotency-Key).' },
];

const sections = [
  { id: 'keys', title: 'Keys' },
  { id: 'calls', title: 'Calls' },
  { id: 'orders', title: 'Placing orders' },
  { id: 'limits', title: 'Limits' },
  { id: 'errors', title: 'Errors' },
  { id: 'webhooks', title: 'Webhooks' },
] as const;

const inlineCode = 'rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.9em] break-words dark:bg-zinc-800';

function C({ children }: { children: ReactNode }) {
  return <code className={inlineCode}>{children}</code>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${panelClass} scroll-mt-20 space-y-3 leading-relaxed`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Call({ method, path, children }: { method: 'GET' | 'POST'; path: string; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-zinc-200 pt-3 first:border-0 first:pt-0 dark:border-zinc-800">
      <h3 className="font-mono text-sm font-bold break-all">
        <span className={`mr-2 rounded px-1.5 py-0.5 text-xs ${method === 'GET' ? 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200'}`}>
          {method}
        </span>
        {path}
      </h3>
      {children}
    </div>
  );
}

/** /developers: how a reseller's server uses the API and receives webhooks. Public: no sign-in. */
export function DocsPage() {
  // The examples use this shop's own address, whichever the page was opened on.
  const origin = window.location.origin;
  const curl = useMemo(() => curlExamples(origin), [origin]);
  const receiver = useMemo(() => receiverSnippet({ header: WEBHOOK_SIGNATURE_HEADER, toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS }), []);
  const { hash } = useLocation();

  // Arriving on /developers#webhooks from another page: the section exists only once this chunk
  // has loaded, after the browser looked for it.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <DeveloperPage
      title="Reseller API"
      intro={
        <p>
          Place top-up orders from your own server or bot, at your account’s prices, paid from your S-Store wallet, and hear back by webhook when they are
          delivered. Everything is JSON over HTTPS.
        </p>
      }
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/developers/keys" className={buttonClass('primary')}>
          <KeyRound aria-hidden="true" className="size-4" />
          Get an API key
        </Link>
        <a href="/api/docs" className={buttonClass('secondary')}>
          <BookOpen aria-hidden="true" className="size-4" />
          Full OpenAPI document
        </a>
      </div>

      <nav aria-label="On this page" className={panelClass}>
        <h2 className="text-sm font-bold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">On this page</h2>
        <ul className="mt-1 grid grid-cols-2 sm:grid-cols-3">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="keys" title="Keys">
        <p>
          Every call carries one of your keys: <C>Authorization: Bearer sk_live_…</C>. Create keys on the{' '}
          <Link to="/developers/keys" className="font-semibold text-brand-700 underline dark:text-brand-300">
            API keys
          </Link>{' '}
          page; each is shown once, when it is made.
        </p>
        <ul className="list-disc space-y-1.5 pl-6">
          <li>
            A <strong>live</strong> key (<C>sk_live_…</C>) places real orders and pays for them from your wallet.
          </li>
          <li>
            A <strong>test</strong> key (<C>sk_test_…</C>) checks and prices an order exactly as a live one would, then keeps nothing and moves no money. Its
            answers say <C>"test": true</C>. Build and try your integration with it first.
          </li>
        </ul>
        <p role="note" className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            Keys are for servers. Never put one in a web page, an app or a public repository: anyone who reads it can spend your balance. The API refuses calls
            made by browsers. If a key leaks, revoke it at once.
          </span>
        </p>
        <CodeBlock title="Keep the key in an environment variable" code={keySetup} />
      </Section>

      <Section id="calls" title="Calls">
        <p>
          The examples use this shop’s address, <C>{origin}</C>. Amounts are rupees; times are UTC, in ISO 8601.
        </p>
        <Call method="GET" path="/api/v1/products">
          <p>The products you can order, each with its packs, your price for each, and what the order’s player_id and zone_id are in the game’s words.</p>
          <CodeBlock title="List the products" code={curl.products} />
          <CodeBlock title="Answer" copyLabel="the products answer" code={exampleAnswers.products} />
        </Call>
        <Call method="GET" path="/api/v1/balance">
          <p>Your wallet balance.</p>
          <CodeBlock title="Ask for the balance" code={curl.balance} />
          <CodeBlock title="Answer" copyLabel="the balance answer" code={exampleAnswers.balance} />
        </Call>
        <Call method="POST" path="/api/v1/checkid">
          <p>
            Checks a player before ordering: <C>{'{product_id, pack_id?, player_id, zone_id?}'}</C>. Where the game allows it (<C>checks_player</C>), the answer
            has the in-game name; <C>allowed</C> is false for an id this shop cannot top up.
          </p>
          <CodeBlock title="Check a player" code={curl.checkId} />
          <CodeBlock title="Answer" copyLabel="the check answer" code={exampleAnswers.checkId} />
        </Call>
        <Call method="GET" path="/api/v1/orders/{id}">
          <p>One of your orders, with its status and timeline.</p>
          <CodeBlock title="Get an order" code={curl.getOrder} />
        </Call>
        <Call method="GET" path="/api/v1/orders?since=…&limit=…">
          <p>
            Your orders that changed since a time (<C>since=2026-01-31T18:30:00Z</C>), oldest change first, up to <C>limit</C> (1 to 100, 50 unless given) a
            page. When there are more, the answer has a <C>next_cursor</C>: pass it as <C>?cursor=</C> for the next page. It is <C>null</C> on the last page.
          </p>
          <CodeBlock title="List orders" code={curl.listOrders} />
          <CodeBlock title="Answer" copyLabel="the orders answer" code={exampleAnswers.orders} />
          <CodeBlock title="The next page" code={curl.nextPage} />
        </Call>
      </Section>

      <Section id="orders" title="Placing orders">
        <Call method="POST" path="/api/v1/orders">
          <p>
            Orders a pack for a player: <C>{'{product_id, pack_id, player_id, zone_id}'}</C>. The price is taken from your wallet at once; the answer is the
            order, usually still <C>Processing</C>. Follow it by webhook or with <C>GET /api/v1/orders/{'{id}'}</C>.
          </p>
          <p>
            The <C>Idempotency-Key</C> header is required: 8 to 100 letters, digits, <C>-</C> or <C>_</C>, one per order, e.g. your own order number. A retry
            with the same key (after a timeout, say) returns the same order instead of placing another; the same key with another body answers 409.
          </p>
          <CodeBlock title="Place an order" code={curl.createOrder} />
          <CodeBlock title="Answer" copyLabel="the order answer" code={exampleAnswers.order} />
        </Call>
        <p>
          An order ends <C>Completed</C>, <C>Refunded</C> (its price is back in your wallet), <C>Failed</C> or <C>Cancelled</C>. Keep an order’s
          Idempotency-Key (<C>{exampleIdempotencyKey}</C> above) until you know how it ended: sending it again never orders twice.
        </p>
      </Section>

      <Section id="limits" title="Limits">
        <p>Each key may place 10 orders a second and make 60 other calls (reads) a second. Past that the API answers 429 with a Retry-After header: wait that many seconds, then go on.</p>
      </Section>

      <Section id="errors" title="Errors">
        <p>
          A refused call answers JSON with <C>message</C> (what went wrong, in words you can show), <C>code</C> and <C>requestId</C> (quote it when you ask us
          about a call).
        </p>
        <CodeBlock title="An error" code={exampleAnswers.error} />
        <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {errors.map((error) => (
            <div key={error.status} className="py-2">
              <dt className="font-mono text-sm font-bold">
                {error.status} <span className="font-normal text-zinc-600 dark:text-zinc-400">{error.code}</span>
              </dt>
              <dd className="text-sm">{error.meaning}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="webhooks" title="Webhooks">
        <p>
          Add an https address on the{' '}
          <Link to="/developers/webhooks" className="font-semibold text-brand-700 underline dark:text-brand-300">
            Webhooks
          </Link>{' '}
          page and the shop POSTs an event to it when something happens:
        </p>
        <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {webhookEventTypes.map((type) => (
            <div key={type} className="py-2">
              <dt className="font-mono text-sm font-bold">{type}</dt>
              <dd className="text-sm">{events[type]}</dd>
            </div>
          ))}
        </dl>
        <p>
          The body is JSON: <C>{'{id, type, created_at, data: {order}}'}</C>, the order as <C>GET /api/v1/orders/{'{id}'}</C> shows it.
        </p>
        <CodeBlock title="An event" code={exampleAnswers.event} />
        <p>
          Answer with any 2xx status within 10 seconds. Anything else (a redirect is not followed), or no answer, is tried again after 10 seconds, 30
          seconds, 1½ minutes and so on, three times longer each time and at most 6 hours apart, for 24 hours. The events of one order arrive in the order
          they happened: the next waits until the one before it is delivered. An event can arrive more than once: skip an <C>id</C> you have already
          handled.
        </p>
        <h3 className="pt-2 font-bold">Checking the signature</h3>
        <p>
          Every event carries the header <C>Shop-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</C>. <C>v1</C> is the HMAC-SHA256, keyed with the
          endpoint’s signing secret, of <C>{'${t}.${rawBody}'}</C>: the timestamp, a dot, and the body exactly as it arrived. Compute it over the raw bytes
          (not JSON parsed and written again), compare in constant time, and refuse a timestamp more than {WEBHOOK_TOLERANCE_SECONDS / 60} minutes old.
        </p>
        <CodeBlock title="A receiver in Node.js" code={receiver} />
      </Section>
    </DeveloperPage>
  );
}
