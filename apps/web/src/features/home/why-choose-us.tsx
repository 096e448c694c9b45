import { Headset, IndianRupee, ShieldCheck, Zap } from 'lucide-react';

const reasons = [
  { icon: Zap, title: 'Instant delivery', text: 'Most top-ups reach your game account in 1-6 minutes; the rest within 30 minutes.' },
  { icon: ShieldCheck, title: 'Safe payments', text: 'Pay with any UPI app or your S-Coins wallet. We never ask for your game password.' },
  { icon: IndianRupee, title: 'Fair prices in rupees', text: 'Clear prices with the discount shown upfront and no surprise at payment.' },
  { icon: Headset, title: '24/7 support', text: 'Chat, email or call us any time, day or night. Real people, quick answers.' },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="below-fold mx-auto max-w-7xl px-3 pt-10 sm:px-4">
      <h2 id="why-title" className="mb-4 text-center text-xl font-extrabold sm:text-2xl">
        Why gamers choose S-Store
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 sm:gap-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
            <Icon aria-hidden="true" className="mb-2 size-7 text-brand-700 dark:text-brand-300" />
            <h3 className="font-bold">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
