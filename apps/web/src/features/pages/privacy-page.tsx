import { SupportContacts } from '../shop-info/support-contacts';
import { StaticPage } from './static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="21 November 2026"
      intro="S-Store sells game top-ups and digital goods to gamers in India. This policy explains what we collect when you use S-Store, why, who we share it with and the choices you have."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and mobile number, and a password stored only as a secure
          one-way hash. If you sign in with Google we receive your name and e-mail address from Google.
        </li>
        <li>
          <strong>Order details:</strong> the pack you buy, the game player ID and zone or server (or the e-mail address for
          subscriptions) you enter, the in-game name returned by the publisher, the amount, the coupon used and the order status.
        </li>
        <li>
          <strong>Payment references:</strong> the UPI transaction reference and status that the payment gateway sends us. We never
          see or store your UPI PIN, bank account password or card number.
        </li>
        <li>
          <strong>Wallet and rewards:</strong> your S-Coins balance, reward points, referral code and the history of these balances.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, device and browser type and request logs, kept to keep the shop secure and to
          investigate problems.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To create and secure your account and to sign you in.</li>
        <li>To deliver what you buy to the right game account and to show you your orders and wallet.</li>
        <li>To confirm payments, prevent fraud and misuse, and keep the records that Indian tax and payment rules require.</li>
        <li>To answer you when you contact support.</li>
        <li>To send one-time codes and messages about your account and orders. We send offers only if you agree to receive them.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>We do not sell your personal data. We share only what each partner needs to do its job:</p>
      <ul>
        <li>Payment gateways and UPI apps, to collect and confirm your payment.</li>
        <li>Game publishers and authorised top-up suppliers, who receive your player ID, zone or server to deliver the pack.</li>
        <li>SMS and e-mail providers, to send one-time codes and order messages.</li>
        <li>Government authorities, when Indian law requires it.</li>
      </ul>

      <h2>Browser storage</h2>
      <p>
        S-Store keeps a few items in your browser: your sign-in session (it ends after 6 hours), your light or dark theme choice and
        the time you last closed an offer pop-up. We do not use advertising trackers. Signing out removes this data from your browser.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Order and payment records are kept for eight years, as Indian accounting rules require. Account details are kept while your
        account is open; when you ask us to delete your account we remove them, except for the records the law requires us to keep.
      </p>

      <h2>Security</h2>
      <p>
        All traffic to S-Store is encrypted. Passwords are hashed, access to customer data is limited to staff who need it, and
        payments happen on the payment gateway&apos;s own secure pages.
      </p>

      <h2>Your rights</h2>
      <p>
        Under the Digital Personal Data Protection Act, 2023 you may ask for a summary of the data we hold about you, ask us to
        correct or delete it, withdraw consent and raise a grievance. You can change your name from your dashboard; for anything
        else <SupportContacts />. We reply within 7 days.
      </p>

      <h2>Children</h2>
      <p>S-Store is meant for users aged 18 and above. Younger gamers should buy with the help and consent of a parent or guardian.</p>

      <h2>Changes and contact</h2>
      <p>
        If we change this policy we update the date above and, for important changes, tell you by e-mail. Questions or grievances:{' '}
        <SupportContacts />.
      </p>
    </StaticPage>
  );
}
