import { Clock, Mail, MapPin, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { isNotConfigured, notConfiguredText, socialsOf, useShopInfo, whatsappChatLink, whatsappText } from '../features/shop-info/shop-info';

const paymentLogos = [
  { name: 'Paytm', file: 'paytm' },
  { name: 'PhonePe', file: 'phonepe' },
  { name: 'Google Pay', file: 'googlepay' },
  { name: 'UPI', file: 'upi' },
  { name: 'Fampay', file: 'fampay' },
];

const notSetClass = 'py-2 text-amber-800 dark:text-amber-300';
const linkClass = 'inline-flex min-h-11 items-center text-zinc-700 hover:text-brand-700 hover:underline dark:text-zinc-300 dark:hover:text-brand-300';

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-1 text-sm font-bold tracking-wide text-zinc-900 uppercase dark:text-zinc-100">{title}</h2>
      <ul className="text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { info, name } = useShopInfo();
  const socials = socialsOf(info);
  return (
    <footer className="below-fold mt-10 border-t border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <BrandMark className="size-8" /> {name}
          </p>
          <p className="text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">
            {name} is an Indian top-up shop for gamers. Buy Mobile Legends diamonds, Genshin Impact, Honkai: Star Rail and
            Zenless Zone Zero top-ups, OTT plans and more in rupees, pay with any UPI app or your S-Coins wallet, and get most
            orders delivered within minutes.
          </p>
          {/* Only the channels the shop has; a missing essential is named so that the owner notices. */}
          {info && (
            <ul aria-label="Contact details" className="space-y-1 text-sm text-zinc-700 dark:text-zinc-300">
              {info.whatsapp ? (
                <li>
                  <a href={whatsappChatLink(info.whatsapp, name)} target="_blank" rel="noopener noreferrer" className={`${linkClass} gap-2`}>
                    <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp {whatsappText(info.whatsapp)}
                  </a>
                </li>
              ) : (
                isNotConfigured(info, 'whatsapp') && <li className={notSetClass}>{notConfiguredText.whatsapp}</li>
              )}
              {info.supportEmail ? (
                <li>
                  <a href={`mailto:${info.supportEmail}`} className={`${linkClass} gap-2`}>
                    <Mail aria-hidden="true" className="size-4" /> {info.supportEmail}
                  </a>
                </li>
              ) : (
                isNotConfigured(info, 'supportEmail') && <li className={notSetClass}>{notConfiguredText.supportEmail}</li>
              )}
              {info.hours && (
                <li className="flex gap-2 py-2">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>{info.hours}</span>
                </li>
              )}
              {info.address && (
                <li className="flex gap-2 py-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <address className="not-italic">{info.address}</address>
                </li>
              )}
            </ul>
          )}
        </div>
        <div className="grid grid-cols-2 gap-6 sm:col-span-1 lg:col-span-2">
          <LinkList
            title="Quick Links"
            links={[
              { to: '/login', label: 'Login' },
              { to: '/register', label: 'Register' },
              { to: '/contact', label: 'Contact' },
              { to: '/developers', label: 'Reseller API' },
            ]}
          />
          <LinkList
            title="Important Pages"
            links={[
              { to: '/privacypage', label: 'Privacy Policy' },
              { to: '/refund-policy', label: 'Refund Policy' },
              { to: '/terms-and-condition', label: 'Terms & Conditions' },
              { to: '/about', label: 'About Us' },
              { to: '/faq', label: 'FAQ' },
              { to: '/tutorials', label: 'Tutorials' },
            ]}
          />
        </div>
        <div className="space-y-5">
          {socials.length > 0 && (
            <nav aria-label="Social links">
              <h2 className="mb-1 text-sm font-bold tracking-wide text-zinc-900 uppercase dark:text-zinc-100">Follow Us</h2>
              <ul className="flex flex-wrap gap-x-4 text-sm">
                {socials.map((social) => (
                  <li key={social.name}>
                    <a href={social.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {social.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div>
            <h2 className="mb-2 text-sm font-bold tracking-wide text-zinc-900 uppercase dark:text-zinc-100">We Accept</h2>
            <ul className="flex flex-wrap gap-2">
              {paymentLogos.map((logo) => (
                <li key={logo.file}>
                  <img
                    src={`/payments/${logo.file}.svg`}
                    alt={logo.name}
                    width={72}
                    height={32}
                    loading="lazy"
                    className="h-8 w-[72px] rounded-md border border-zinc-200 dark:border-zinc-700"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <p className="border-t border-zinc-200 px-4 py-4 text-center text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        © {new Date().getFullYear()} {name}. All game names and logos belong to their owners. {name} is an independent reseller.
      </p>
    </footer>
  );
}
