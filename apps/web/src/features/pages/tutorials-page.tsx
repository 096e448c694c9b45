import { Link } from 'react-router';
import { StaticPage } from './static-page';

const games: { id: string; name: string; steps: string[]; tip: string }[] = [
  {
    id: 'mlbb',
    name: 'Mobile Legends: Bang Bang',
    steps: [
      'Open Mobile Legends and wait for the lobby to load.',
      'Tap your profile picture in the top-left corner.',
      'Under your name you will see a number like 123456789 (1234).',
      'The first number is your User ID; the number in brackets is your Zone ID.',
    ],
    tip: 'Enter both numbers, then tap Check Username: the shop shows your in-game name so you know the diamonds go to the right account.',
  },
  {
    id: 'mcgg',
    name: 'Magic Chess: Go Go',
    steps: [
      'Open Magic Chess: Go Go and go to the lobby.',
      'Tap your profile picture in the top-left corner.',
      'Your User ID is shown on the profile card, with the Zone ID in brackets after it.',
      'Tap the copy icon beside the ID to copy it.',
    ],
    tip: 'Check Username works here too. If the name shown is not yours, check the ID again before paying.',
  },
  {
    id: 'genshin',
    name: 'Genshin Impact',
    steps: [
      'Open Genshin Impact and enter the world.',
      'Your UID is printed in the bottom-right corner of the screen. You can also open the Paimon menu and read it under your name.',
      'Your server is the one you chose on the login screen: America, Europe, Asia or TW, HK, MO.',
      'UIDs starting with 6 are America, 7 Europe, 8 Asia and 9 TW, HK, MO.',
    ],
    tip: 'Pick the same server in the Server list on the product page; a wrong server means the top-up cannot be delivered.',
  },
  {
    id: 'hsr',
    name: 'Honkai: Star Rail',
    steps: [
      'Open Honkai: Star Rail and enter the game.',
      'Your UID is shown in the bottom-left corner of the screen, and on your profile when you open the Phone menu and tap your avatar.',
      'Your server is the one you chose on the login screen: America, Europe, Asia or TW, HK, MO.',
      'UIDs starting with 6 are America, 7 Europe, 8 Asia and 9 TW, HK, MO.',
    ],
    tip: 'Choose the matching server from the Server list when you buy.',
  },
  {
    id: 'zzz',
    name: 'Zenless Zone Zero',
    steps: [
      'Open Zenless Zone Zero and enter New Eridu.',
      'Your UID is shown in the corner of the screen, and on your profile card when you open the menu and tap your avatar.',
      'Your server is shown on the login screen: America, Europe, Asia or TW, HK, MO.',
    ],
    tip: 'Copy the UID exactly, digit by digit, and choose the same server in the Server list.',
  },
  {
    id: 'hok',
    name: 'Honor of Kings',
    steps: [
      'Open Honor of Kings and go to the lobby.',
      'Tap your avatar in the top-left corner to open your profile.',
      'Your Player ID is shown on the profile card; tap the copy icon beside it.',
    ],
    tip: 'Honor of Kings needs only the Player ID.',
  },
];

export function TutorialsPage() {
  return (
    <StaticPage title="Tutorials" intro="Where to find your player ID and zone or server in each game, and how to buy on S-Store in under a minute.">
      <nav aria-label="Games" className="flex flex-wrap gap-2">
        {games.map((game) => (
          <a
            key={game.id}
            href={`#${game.id}`}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm !no-underline shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
          >
            {game.name}
          </a>
        ))}
        <a
          href="#buy"
          className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm !no-underline shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
        >
          How to buy
        </a>
      </nav>

      {games.map((game) => (
        <section key={game.id} id={game.id} aria-labelledby={`${game.id}-title`} className="scroll-mt-20">
          <h2 id={`${game.id}-title`}>{game.name}</h2>
          <ol>
            {game.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">{game.tip}</p>
        </section>
      ))}

      <section id="buy" aria-labelledby="buy-title" className="scroll-mt-20">
        <h2 id="buy-title">How to buy on S-Store</h2>
        <ol>
          <li>
            <Link to="/login">Log in</Link> or <Link to="/register">create an account</Link> with your mobile number.
          </li>
          <li>Open your game from the home page.</li>
          <li>Step 1, Enter Information: type your player ID and zone or choose your server. For Mobile Legends and Magic Chess, tap Check Username.</li>
          <li>Step 2, Select Recharge: pick a pack. The price you pay is shown in bold, with the original price struck through.</li>
          <li>Tap Proceed to Payment, check the order summary and apply a coupon if you have one.</li>
          <li>Pay with any UPI app or your S-Coins wallet. Instant products arrive in 1 to 6 minutes; follow the order in My Orders.</li>
        </ol>
      </section>
    </StaticPage>
  );
}
