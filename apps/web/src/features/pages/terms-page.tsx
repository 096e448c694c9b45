import { Link } from 'react-router';
import { useShopInfo } from '../shop-info/shop-info';
import { SupportContacts } from '../shop-info/support-contacts';
import { StaticPage } from './static-page';

export function TermsPage() {
  const { info, name } = useShopInfo();
  return (
    <StaticPage
      title="Terms & Conditions"
      updated="21 November 2026"
      intro="These terms apply when you browse S-Store, create an account or buy from us. By using S-Store you agree to them."
    >
      <h2>1. Who we are</h2>
      <p>
        {name}
        {info?.address ? ` (${info.address})` : ''} is an independent reseller of in-game currency, passes, vouchers and subscriptions for customers in
        India. Game names, logos and trademarks belong to their owners; S-Store is not affiliated with or endorsed by them.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be 18 or older, or use S-Store with the consent of a parent or guardian.</li>
        <li>Give true details and keep your password and one-time codes private. You are responsible for orders placed from your account.</li>
        <li>We may suspend accounts used for fraud, chargeback abuse, reselling without a reseller account or any unlawful purpose.</li>
      </ul>

      <h2>3. Prices and payment</h2>
      <ul>
        <li>All prices are in Indian rupees and include applicable taxes. The price shown at checkout is the price you pay.</li>
        <li>You can pay with any UPI app or from your S-Coins wallet. An order is accepted only once the payment is confirmed.</li>
        <li>Prices and stock can change at any time; a change never affects an order that is already paid.</li>
      </ul>

      <h2>4. Delivery</h2>
      <p>
        Products marked Instant Delivery usually arrive in 1 to 6 minutes; other products within 30 minutes. Publisher outages can
        occasionally cause delays. Packs are delivered to exactly the player ID, zone or server or e-mail you enter, so please check
        them carefully.
      </p>

      <h2>5. Refunds</h2>
      <p>
        Delivered digital goods are final. Orders that cannot be delivered are refunded to your S-Coins wallet. Details are in our{' '}
        <Link to="/refund-policy">Refund &amp; Cancellation Policy</Link>.
      </p>

      <h2>6. S-Coins, reward points and referrals</h2>
      <ul>
        <li>1 S-Coin equals ₹1 and can be spent only on S-Store. S-Coins are not transferable and carry no interest.</li>
        <li>Completed orders earn reward points worth 1% of the order value (1 point = ₹1), which you can redeem into S-Coins.</li>
        <li>Referrers earn 2% cashback on a referred friend&apos;s first three wallet top-ups.</li>
        <li>We may reverse points, cashback or coupon discounts obtained by abuse, such as self-referrals or multiple accounts.</li>
      </ul>

      <h2>7. Coupons and resellers</h2>
      <p>
        Coupons have their own validity and limits and cannot be exchanged for cash. Approved resellers see reseller prices and cannot
        combine them with coupons.
      </p>

      <h2>8. Acceptable use</h2>
      <p>
        Do not attack, overload or scrape S-Store, create orders with stolen payment methods or try to get goods without paying.
        Using top-ups may also be subject to the rules of each game&apos;s publisher.
      </p>

      <h2>9. Liability</h2>
      <p>
        We take care to deliver every order correctly. Our total liability for any order is limited to the amount you paid for it. We are
        not responsible for actions a publisher takes on your game account, or for losses caused by wrong details you entered.
      </p>

      <h2>10. Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. We will first try to resolve any dispute with you through our support team;
        otherwise the courts of Bengaluru, Karnataka have jurisdiction.
      </p>

      <h2>11. Changes and contact</h2>
      <p>
        We may update these terms; the date above shows the latest version. Questions? Please <SupportContacts />.
      </p>
    </StaticPage>
  );
}
