import { Clock, Mail, MapPin, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../../session/session';
import { isNotConfigured, notConfiguredText, useShopInfo, whatsappChatLink, whatsappText } from '../shop-info/shop-info';
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

const notSet = 'py-2.5 text-amber-800 dark:text-amber-300';

export function ContactPage() {
  const session = useSession();
  const { info, name, query } = useShopInfo();
  const intro = [
    info?.hours ? `Support hours: ${info.hours}.` : null,
    info?.whatsapp ? 'The fastest way to reach us is WhatsApp chat; we usually reply within a few minutes.' : 'Reach us through the channels below.',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <StaticPage title="Contact Us" intro={info ? intro : undefined}>
      {!info && query.isPending && (
        <div role="status" aria-label="Loading contact details" className="grid gap-3 sm:grid-cols-2">
          <div className="skeleton h-24 w-full" />
          <div className="skeleton h-24 w-full" />
        </div>
      )}
      {!info && query.isError && (
        <p role="alert">
          Our contact details could not be loaded.{' '}
          <button type="button" onClick={() => void query.refetch()} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300">
            Try again
          </button>
        </p>
      )}
      {info && (
        // Only the channels the shop has; a missing essential is named so that the owner notices.
        <ul className="grid !list-none gap-3 !pl-0 sm:grid-cols-2">
          {(info.whatsapp || isNotConfigured(info, 'whatsapp')) && (
            <Channel icon={<MessageCircle aria-hidden="true" className="size-6" />} title="WhatsApp">
              {info.whatsapp ? (
                <a href={whatsappChatLink(info.whatsapp, name, session?.user)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center">
                  Chat on WhatsApp: {whatsappText(info.whatsapp)}
                </a>
              ) : (
                <p className={notSet}>{notConfiguredText.whatsapp}</p>
              )}
            </Channel>
          )}
          {(info.supportEmail || isNotConfigured(info, 'supportEmail')) && (
            <Channel icon={<Mail aria-hidden="true" className="size-6" />} title="E-mail">
              {info.supportEmail ? (
                <a href={`mailto:${info.supportEmail}`} className="inline-flex min-h-11 items-center">
                  {info.supportEmail}
                </a>
              ) : (
                <p className={notSet}>{notConfiguredText.supportEmail}</p>
              )}
            </Channel>
          )}
          {info.hours && (
            <Channel icon={<Clock aria-hidden="true" className="size-6" />} title="Hours">
              <p className="py-2.5">{info.hours}</p>
            </Channel>
          )}
          {info.address && (
            <Channel icon={<MapPin aria-hidden="true" className="size-6" />} title="Address">
              <address className="py-2.5 not-italic">{info.address}</address>
            </Channel>
          )}
        </ul>
      )}

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
