import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShopInfo } from '../shop-info/shop-info';
import { StaticPage } from './static-page';

const faqs: { q: string; a: ReactNode }[] = [
  {
    q: 'How long does delivery take?',
    a: 'Products marked "Instant Delivery Under 1-6 mins" usually reach your game account within 1 to 6 minutes of payment. Products marked "Delivery in 30 mins" are delivered by our team within 30 minutes.',
  },
  {
    q: 'How do I pay?',
    a: 'With any UPI app (Google Pay, PhonePe, Paytm, Fampay, BHIM and others) or from your S-Coins wallet. UPI payments open on the payment page; wallet payments are instant.',
  },
  {
    q: 'What are S-Coins?',
    a: 'S-Coins are the balance of your S-Store wallet: 1 S-Coin = ₹1. Top up once and pay for orders in one tap. Refunds for undelivered orders also arrive as S-Coins.',
  },
  {
    q: 'Where do I find my player ID and zone or server?',
    a: (
      <>
        Each game shows it in your profile. Our <Link to="/tutorials">tutorials</Link> show where to look for every game we sell.
      </>
    ),
  },
  {
    q: 'What does Check Username do?',
    a: 'For Mobile Legends and Magic Chess instant top-ups, it asks the publisher who owns the ID you entered and shows the in-game name, so you can be sure the diamonds go to the right account before you pay.',
  },
  {
    q: 'Why does it say "Recharge for Indo IDs is not permitted"?',
    a: 'Packs sold on S-Store cannot be delivered to Indonesian Mobile Legends accounts. Likewise, some region packs cannot be delivered to accounts from other regions; in that case, try a pack of another region or contact us.',
  },
  {
    q: 'I entered a wrong ID. Can I get a refund?',
    a: 'If the pack was delivered to the ID you entered, it cannot be reversed. If the publisher rejected the ID and nothing was delivered, the amount comes back to your S-Coins wallet automatically.',
  },
  {
    q: 'My payment went through but the order is not delivered.',
    a: 'Open My Orders and tap Verify Payment on the order. If it still shows no progress after 30 minutes, contact us with the Order ID and we will deliver it or refund it to your wallet.',
  },
  {
    q: 'Can I cancel an order?',
    a: (
      <>
        Delivered digital goods are final. See our <Link to="/refund-policy">Refund &amp; Cancellation Policy</Link> for when money is
        returned.
      </>
    ),
  },
  {
    q: 'How do reward points and referrals work?',
    a: 'Every completed order earns reward points worth 1% of its value (1 point = ₹1), which you can redeem into S-Coins. Share your referral code: you earn 2% cashback on the first three wallet top-ups of each friend who joins with it.',
  },
  {
    q: 'Is S-Store safe?',
    a: 'Yes. Payments happen on the payment gateway’s secure pages, we deliver through authorised suppliers, and we never ask for your game password, UPI PIN or one-time code.',
  },
];

export function FaqPage() {
  const { info } = useShopInfo();
  return (
    <StaticPage
      title="Frequently Asked Questions"
      intro={
        <>
          Quick answers about buying, paying and delivery. Still stuck? <Link to="/contact">Contact us</Link>
          {info?.hours ? ` (support hours: ${info.hours}).` : '.'}
        </>
      }
    >
      <div className="space-y-2">
        {faqs.map(({ q, a }) => (
          <details key={q} className="group rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
            <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              <span className="flex-1">{q}</span>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-4 pb-4 text-zinc-700 dark:text-zinc-300">{a}</div>
          </details>
        ))}
      </div>
    </StaticPage>
  );
}
