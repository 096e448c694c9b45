import { SupportContacts } from '../shop-info/support-contacts';
import { StaticPage } from './static-page';

export function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund & Cancellation Policy"
      updated="21 November 2026"
      intro="Top-ups are digital goods that reach your game account within minutes and cannot be taken back. Please read how refunds work before you buy."
    >
      <h2>Delivered purchases are final</h2>
      <p>
        Once a top-up, pass, voucher or subscription has been delivered to the player ID, zone or server or e-mail address you
        entered, the purchase is final. It cannot be cancelled, returned, exchanged or refunded, because the publisher cannot
        reverse the delivery.
      </p>

      <h2>When you do get your money back</h2>
      <ul>
        <li>
          <strong>Payment taken but order failed:</strong> if your payment succeeded but we could not deliver the pack (for example,
          the pack went out of stock or the publisher refused the order), the full amount is refunded to your S-Coins wallet
          automatically and the order shows as Refunded with the reason.
        </li>
        <li>
          <strong>Money debited but no order created:</strong> if your bank shows a debit but S-Store shows no successful payment,
          the amount is usually reversed to your bank account by the UPI network within 3 to 7 working days. If it is not, contact
          us with the UPI reference and we will trace it.
        </li>
        <li>
          <strong>Duplicate payment:</strong> if you paid twice for one order, the extra payment is returned to your S-Coins wallet.
        </li>
      </ul>

      <h2>Wrong details</h2>
      <p>
        You are responsible for entering the correct player ID, zone or server. Use Check Username where it is offered. If a pack is
        delivered to a wrong ID that you entered, we cannot refund it. If the wrong ID was rejected by the publisher and nothing was
        delivered, the amount is refunded to your S-Coins wallet.
      </p>

      <h2>S-Coins wallet</h2>
      <p>
        S-Coins (1 S-Coin = ₹1) in your wallet can be used for any purchase on S-Store. Wallet balances are not withdrawable to a bank
        account, except where the law requires it.
      </p>

      <h2>Delivery times</h2>
      <p>
        Most instant products arrive within 1 to 6 minutes; others are delivered within 30 minutes. A delay within these times is not a
        reason for a refund. If your order is still not delivered after 30 minutes, contact us and we will either complete it or
        refund it to your wallet.
      </p>

      <h2>How to ask for help</h2>
      <p>
        Contact us within 7 days of the order with your Order ID and player ID: <SupportContacts />. We answer within 24 hours and settle eligible refunds within 5 working days.
      </p>
    </StaticPage>
  );
}
