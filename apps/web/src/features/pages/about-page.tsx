import { Link } from 'react-router';
import type { ShopInfo } from '../../api/shop-info';
import { useShopInfo } from '../shop-info/shop-info';
import { StaticPage } from './static-page';

const stats = [
  { value: '5+', label: 'Partners' },
  { value: '1001+', label: 'Gamers' },
  { value: '10,001+', label: 'Transactions' },
];

/** "Support by WhatsApp chat and e-mail, every day, 10 am to 10 pm IST.", naming only the channels the shop has. */
function supportPromise(info: ShopInfo | undefined): string | null {
  const channels = [info?.whatsapp && 'WhatsApp chat', info?.supportEmail && 'e-mail'].filter(Boolean);
  if (channels.length === 0) return null;
  return `Support by ${channels.join(' and ')}${info?.hours ? `: ${info.hours}` : ''}.`;
}

export function AboutPage() {
  const { info, name } = useShopInfo();
  const support = supportPromise(info);
  return (
    <StaticPage
      title={`About ${name}`}
      intro={`${name} is a top-up shop built by gamers in India, for gamers in India: the packs you want, in rupees, delivered while you are still in the lobby.`}
    >
      <ul aria-label={`${name} in numbers`} className="grid !list-none grid-cols-3 gap-3 !pl-0">
        {stats.map((stat) => (
          <li key={stat.label} className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
            <span className="block text-2xl font-extrabold text-brand-700 sm:text-3xl dark:text-brand-300">{stat.value}</span>
            <span className="text-sm font-semibold text-zinc-700 dark:text-zinc-300">{stat.label}</span>
          </li>
        ))}
      </ul>

      <h2>What we do</h2>
      <p>
        We sell Mobile Legends: Bang Bang diamonds and passes, Magic Chess: Go Go, Genshin Impact, Honkai: Star Rail, Zenless Zone Zero and
        Honor of Kings top-ups, plus OTT subscriptions and other digital goods. You pay in rupees with any UPI app or from your S-Coins
        wallet, and most orders reach your game account in 1 to 6 minutes.
      </p>

      <h2>Why we started</h2>
      <p>
        Buying diamonds used to mean paying in foreign currency, waiting hours and hoping the seller was honest. We wanted the opposite:
        clear prices with the discount shown upfront, instant delivery through official supplier partners, and a real person to talk to
        when something goes wrong.
      </p>

      <h2>What we promise</h2>
      <ul>
        <li>Instant delivery for instant products, and never more than 30 minutes for the rest.</li>
        <li>Safe payments: we never ask for your game password, UPI PIN or OTP.</li>
        <li>Undelivered orders refunded to your S-Coins wallet automatically.</li>
        {support && <li>{support}</li>}
      </ul>

      <p>
        Questions or partnership ideas? <Link to="/contact">Get in touch</Link>.
      </p>
    </StaticPage>
  );
}
