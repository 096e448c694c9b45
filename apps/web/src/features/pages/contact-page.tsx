import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { shop, supportChatLink } from '../../app/shop-info';
import { useSession } from '../../session/session';
import { StaticPage } from './static-page';

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
      <span className="mt-0.5 text-brand-700 dark:text-brand-300">{icon}</span>
      <div>
        <h2 className="!pt-0 !text-base">{title}</h2>
        <div className="text-sm">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage() {
  const session = useSession();
  return (
    <StaticPage title="Contact Us" intro="We are here 24/7. The fastest way to reach us is chat; we usually reply within a few minutes.">
      <ul className="grid !list-none gap-3 !pl-0 sm:grid-cols-2">
        <Channel icon={<MessageCircle aria-hidden="true" className="size-6" />} title="Chat with us">
          <a href={supportChatLink(session?.user)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center">
            Open WhatsApp chat
          </a>
        </Channel>
        <Channel icon={<Mail aria-hidden="true" className="size-6" />} title="E-mail">
          <a href={`mailto:${shop.email}`} className="inline-flex min-h-11 items-center">
            {shop.email}
          </a>
        </Channel>
        <Channel icon={<Phone aria-hidden="true" className="size-6" />} title="Phone">
          <a href={shop.phoneHref} className="inline-flex min-h-11 items-center">
            {shop.phone}
          </a>
        </Channel>
        <Channel icon={<Clock aria-hidden="true" className="size-6" />} title="Hours">
          <p className="py-2.5">24 hours a day, 7 days a week, including holidays.</p>
        </Channel>
        <Channel icon={<MapPin aria-hidden="true" className="size-6" />} title="Address">
          <address className="py-2.5 not-italic">{shop.address}</address>
        </Channel>
      </ul>

      <h2>Help us help you faster</h2>
      <p>When you write about an order, please include:</p>
      <ul>
        <li>your Order ID (from My Orders) or the UPI transaction reference,</li>
        <li>the game and the player ID and zone or server you entered,</li>
        <li>a screenshot of the problem, if you have one.</li>
      </ul>
      <p>We will never ask for your game password, UPI PIN or one-time code.</p>
    </StaticPage>
  );
}
