import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/session';
import { useShopInfo, whatsappChatLink, whatsappText } from './shop-info';

/**
 * "write to …, message us on WhatsApp at …, or see Contact Us", with only the channels the shop
 * has: the policies never promise one it does not. The contact page is always there.
 */
export function SupportContacts() {
  const { info, name } = useShopInfo();
  const parts: ReactNode[] = [];
  if (info?.supportEmail) {
    parts.push(
      <>
        write to <a href={`mailto:${info.supportEmail}`}>{info.supportEmail}</a>
      </>,
    );
  }
  if (info?.whatsapp) {
    parts.push(
      <>
        message us on WhatsApp at{' '}
        <a href={whatsappChatLink(info.whatsapp, name)} target="_blank" rel="noopener noreferrer">
          {whatsappText(info.whatsapp)}
        </a>
      </>,
    );
  }
  parts.push(
    <>
      see <Link to="/contact">Contact Us</Link>
    </>,
  );
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (i < parts.length - 1 ? ', ' : parts.length > 2 ? ', or ' : ' or ')}
      {part}
    </Fragment>
  ));
}

/**
 * The support entry of the menus: the WhatsApp chat, prefilled with who is asking, when the shop
 * has a number; otherwise the contact page, which lists what the shop does have.
 */
export function SupportLink({ className, children }: { className: string; children: ReactNode }) {
  const session = useSession();
  const { info, name } = useShopInfo();
  if (info?.whatsapp) {
    return (
      <a href={whatsappChatLink(info.whatsapp, name, session?.user)} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to="/contact" className={className}>
      {children}
    </Link>
  );
}
