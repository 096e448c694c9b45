// The demo catalogue: what a new shop shows before an admin adds its own products.
// Prices are rupees as the shop shows them: [original (struck through), discounted, reseller].
// Images live in apps/api/demo/images (drawn by apps/api/demo/generate-images.mjs): a product's tile
// is products/<slug>.webp, a pack's icon packs/<icon>.webp, a banner the path given.

import type { Product } from '@shop/contract/catalogue';

export type Rupees = readonly [original: number, discounted: number, resell: number];

export type DemoPack = {
  name: string;
  /** small, medium, large, weekly, hot or bonus; the product page shows a notice for bonus and weekly packs. */
  type: string;
  icon: string;
  rupees: Rupees;
  /** Supplier SKUs, one supplier order each; API products only. */
  skus?: string[];
  /** Shown under the pack name (the spec's suggestedTask). */
  hint?: string;
  inStock?: boolean;
};

export type DemoProduct = {
  slug: string;
  name: string;
  type: string;
  category: Product['category'];
  /** The supplier that delivers automatically; null for packs an admin delivers by hand. */
  apiType: string | null;
  importantNote: string;
  inputs: { label: string }[];
  trending: boolean;
  sortOrder: number;
  packs: DemoPack[];
};

export type DemoBanner = {
  type: 'CarouselMb' | 'CarouselPc' | 'Popup';
  title: string;
  image: string;
  /** The slug of the product the banner advertises; it links to that product's page. */
  product: string;
};

const gameIdInputs = [{ label: 'User ID' }, { label: 'Zone ID' }];
const hoyoverseInputs = [{ label: 'UID' }, { label: 'Server' }];
const honorOfKingsInputs = [{ label: 'Player ID' }, { label: 'Server' }];
const contactInputs = [{ label: 'Email' }, { label: 'WhatsApp Number' }];

const firstRechargeHint = 'First recharge only: double diamonds';

export const demoProducts: DemoProduct[] = [
  {
    slug: 'mobile-legends-br',
    name: 'Mobile Legends (Smile BR)',
    type: 'MLBB',
    category: 'instant-games',
    apiType: 'SMILEBR',
    trending: true,
    sortOrder: 10,
    inputs: gameIdInputs,
    importantNote:
      'Tap your avatar in game to find your User ID and Zone ID (the number in brackets), then press Check Username and pay only if the in-game name shown is yours. ' +
      'Diamonds arrive in 1-6 minutes. Indonesian accounts cannot be recharged. If your ID is refused here, try the Mobile Legends (Smile PH) packs. ' +
      'Double diamonds on the 50, 150, 250 and 500 packs apply only to the first purchase of each pack on your account; later purchases get the usual 10% bonus.',
    packs: [
      { name: '11 Diamonds', type: 'small', icon: 'diamond-small', rupees: [19, 17, 16], skus: ['212'] },
      { name: '22 Diamonds', type: 'small', icon: 'diamond-small', rupees: [35, 31, 30], skus: ['213'] },
      { name: '56 Diamonds', type: 'small', icon: 'diamond-small', rupees: [85, 75, 72], skus: ['214'] },
      { name: '86 Diamonds', type: 'small', icon: 'diamond-small', rupees: [125, 109, 104], skus: ['13'], hint: 'Most popular' },
      { name: '172 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [249, 218, 208], skus: ['23'] },
      { name: '257 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [369, 325, 311], skus: ['25'] },
      { name: '344 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [495, 436, 416], skus: ['23', '23'] },
      { name: '429 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [615, 543, 519], skus: ['23', '25'] },
      { name: '514 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [739, 650, 622], skus: ['25', '25'] },
      { name: '706 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [999, 879, 842], skus: ['26'] },
      { name: '878 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [1249, 1097, 1050], skus: ['26', '23'] },
      { name: '1412 Diamonds', type: 'large', icon: 'diamond-large', rupees: [1999, 1758, 1684], skus: ['26', '26'] },
      { name: '2195 Diamonds', type: 'large', icon: 'diamond-large', rupees: [3099, 2729, 2609], skus: ['27'] },
      { name: '3688 Diamonds', type: 'large', icon: 'diamond-large', rupees: [5199, 4579, 4379], skus: ['28'] },
      { name: '5532 Diamonds', type: 'large', icon: 'diamond-chest', rupees: [7799, 6869, 6569], skus: ['29'] },
      { name: '9288 Diamonds', type: 'large', icon: 'diamond-chest', rupees: [12999, 11449, 10949], skus: ['30'], hint: 'Best value per diamond' },
      { name: 'Weekly Diamond Pass', type: 'weekly', icon: 'weekly-pass', rupees: [160, 139, 133], skus: ['16642'], hint: '220 diamonds over 7 days' },
      { name: '3x Weekly Diamond Pass', type: 'weekly', icon: 'weekly-pass', rupees: [480, 417, 399], skus: ['16642', '16642', '16642'], hint: '660 diamonds over 21 days' },
      { name: 'Twilight Pass', type: 'hot', icon: 'twilight-pass', rupees: [799, 699, 669], skus: ['33'], hint: 'Exclusive skin and rewards' },
      { name: '50+50 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [79, 69, 66], skus: ['22590'], hint: firstRechargeHint },
      { name: '150+150 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [229, 199, 190], skus: ['22591'], hint: firstRechargeHint },
      { name: '250+250 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [369, 319, 305], skus: ['22592'], hint: firstRechargeHint },
      { name: '500+500 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [729, 639, 612], skus: ['22593'], hint: firstRechargeHint },
    ],
  },
  {
    slug: 'mobile-legends-ph',
    name: 'Mobile Legends (Smile PH)',
    type: 'MLBB',
    category: 'instant-games',
    apiType: 'SMILEPH',
    trending: true,
    sortOrder: 20,
    inputs: gameIdInputs,
    importantNote:
      'Philippines-region packs. Tap your avatar in game to find your User ID and Zone ID (the number in brackets), then press Check Username and pay only if the in-game name shown is yours. ' +
      'Diamonds arrive in 1-6 minutes. Indonesian accounts cannot be recharged. If your ID is refused here, try the Mobile Legends (Smile BR) packs. ' +
      'Double diamonds apply only to the first purchase of each 50, 150, 250 and 500 pack on your account.',
    packs: [
      { name: '11 Diamonds', type: 'small', icon: 'diamond-small', rupees: [19, 17, 16], skus: ['16'] },
      { name: '22 Diamonds', type: 'small', icon: 'diamond-small', rupees: [35, 31, 30], skus: ['17'] },
      { name: '56 Diamonds', type: 'small', icon: 'diamond-small', rupees: [85, 75, 72], skus: ['18'] },
      { name: '86 Diamonds', type: 'small', icon: 'diamond-small', rupees: [122, 107, 102], skus: ['19'], hint: 'Most popular' },
      { name: '172 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [245, 214, 205], skus: ['20'] },
      { name: '257 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [365, 319, 305], skus: ['21'] },
      { name: '344 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [489, 428, 410], skus: ['20', '20'] },
      { name: '429 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [609, 533, 510], skus: ['20', '21'] },
      { name: '514 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [729, 638, 610], skus: ['21', '21'] },
      { name: '706 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [989, 869, 832], skus: ['22'] },
      { name: '878 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [1229, 1083, 1037], skus: ['22', '20'] },
      { name: '1412 Diamonds', type: 'large', icon: 'diamond-large', rupees: [1979, 1738, 1664], skus: ['22', '22'] },
      { name: '2195 Diamonds', type: 'large', icon: 'diamond-large', rupees: [3049, 2689, 2575], skus: ['24'] },
      { name: '3688 Diamonds', type: 'large', icon: 'diamond-large', rupees: [5149, 4529, 4335], skus: ['31'] },
      { name: '5532 Diamonds', type: 'large', icon: 'diamond-chest', rupees: [7699, 6789, 6499], skus: ['32'] },
      { name: '9288 Diamonds', type: 'large', icon: 'diamond-chest', rupees: [12899, 11349, 10869], skus: ['34'], inStock: false },
      { name: 'Weekly Diamond Pass', type: 'weekly', icon: 'weekly-pass', rupees: [160, 139, 133], skus: ['16641'], hint: '220 diamonds over 7 days' },
      { name: '3x Weekly Diamond Pass', type: 'weekly', icon: 'weekly-pass', rupees: [480, 417, 399], skus: ['16641', '16641', '16641'], hint: '660 diamonds over 21 days' },
      { name: 'Twilight Pass', type: 'hot', icon: 'twilight-pass', rupees: [789, 689, 659], skus: ['35'], hint: 'Exclusive skin and rewards' },
      { name: '50+50 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [79, 69, 66], skus: ['22594'], hint: firstRechargeHint },
      { name: '150+150 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [229, 199, 190], skus: ['22595'], hint: firstRechargeHint },
      { name: '250+250 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [369, 319, 305], skus: ['22596'], hint: firstRechargeHint },
      { name: '500+500 Diamonds', type: 'bonus', icon: 'diamond-double', rupees: [729, 639, 612], skus: ['22597'], hint: firstRechargeHint },
    ],
  },
  {
    slug: 'magic-chess-go-go',
    name: 'Magic Chess: Go Go',
    type: 'MCGG',
    category: 'instant-games',
    apiType: 'SMILEBR',
    trending: false,
    sortOrder: 30,
    inputs: gameIdInputs,
    importantNote:
      'Magic Chess: Go Go uses your Mobile Legends account: enter the same User ID and Zone ID and press Check Username before paying. ' +
      'Diamonds arrive in 1-6 minutes. Indonesian accounts cannot be recharged.',
    packs: [
      { name: '11 Diamonds', type: 'small', icon: 'diamond-small', rupees: [19, 17, 16], skus: ['23830'] },
      { name: '22 Diamonds', type: 'small', icon: 'diamond-small', rupees: [35, 31, 30], skus: ['23831'] },
      { name: '56 Diamonds', type: 'small', icon: 'diamond-small', rupees: [85, 75, 72], skus: ['23832'] },
      { name: '86 Diamonds', type: 'small', icon: 'diamond-small', rupees: [125, 109, 104], skus: ['23833'], hint: 'Most popular' },
      { name: '172 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [249, 218, 208], skus: ['23834'] },
      { name: '257 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [369, 325, 311], skus: ['23835'] },
      { name: '514 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [739, 650, 622], skus: ['23835', '23835'] },
      { name: '706 Diamonds', type: 'medium', icon: 'diamond-medium', rupees: [999, 879, 842], skus: ['23836'] },
      { name: '1412 Diamonds', type: 'large', icon: 'diamond-large', rupees: [1999, 1758, 1684], skus: ['23836', '23836'] },
      { name: '2195 Diamonds', type: 'large', icon: 'diamond-large', rupees: [3099, 2729, 2609], skus: ['23837'] },
      { name: '3688 Diamonds', type: 'large', icon: 'diamond-large', rupees: [5199, 4579, 4379], skus: ['23838'] },
      { name: '5532 Diamonds', type: 'large', icon: 'diamond-chest', rupees: [7799, 6869, 6569], skus: ['23839'] },
      { name: '9288 Diamonds', type: 'large', icon: 'diamond-chest', rupees: [12999, 11449, 10949], skus: ['23840'] },
      { name: 'Weekly Diamond Pass', type: 'weekly', icon: 'weekly-pass', rupees: [160, 139, 133], skus: ['23841'], hint: '220 diamonds over 7 days' },
    ],
  },
  {
    slug: 'genshin-impact',
    name: 'Genshin Impact',
    type: 'GENSHIN',
    category: 'games',
    apiType: 'MOOGOLDGENSHIN',
    trending: true,
    sortOrder: 40,
    inputs: hoyoverseInputs,
    importantNote:
      'Your UID is at the bottom right of the Paimon menu. Choose the server your account plays on (America, Asia, Europe or TW_HK_Mo): crystals sent to the wrong server cannot be moved. ' +
      'Top-up by UID only, we never ask for your password. Crystals arrive in 1-6 minutes. ' +
      'Blessing of the Welkin Moon gives 300 Genesis Crystals at once and 90 Primogems a day for 30 days (log in daily to claim; at most 180 days can be stacked).',
    packs: [
      { name: '60 Genesis Crystals', type: 'small', icon: 'genesis-crystal-small', rupees: [89, 79, 76], skus: ['5177311'] },
      { name: '300+30 Genesis Crystals', type: 'small', icon: 'genesis-crystal-small', rupees: [409, 365, 349], skus: ['5177312'] },
      { name: '980+110 Genesis Crystals', type: 'medium', icon: 'genesis-crystal-large', rupees: [1499, 1319, 1265], skus: ['5177313'], hint: 'Most popular' },
      { name: '1980+260 Genesis Crystals', type: 'medium', icon: 'genesis-crystal-large', rupees: [2999, 2649, 2539], skus: ['5177314'] },
      { name: '3280+600 Genesis Crystals', type: 'large', icon: 'genesis-crystal-large', rupees: [4699, 4149, 3979], skus: ['5177315'] },
      { name: '6480+1600 Genesis Crystals', type: 'large', icon: 'genesis-crystal-large', rupees: [8999, 7999, 7699], skus: ['5177316'] },
      { name: 'Blessing of the Welkin Moon', type: 'hot', icon: 'welkin-moon', rupees: [379, 339, 325], skus: ['5177317'], hint: '300 crystals + 90 Primogems a day for 30 days' },
    ],
  },
  {
    slug: 'honkai-star-rail',
    name: 'Honkai: Star Rail',
    type: 'HONKAI',
    category: 'games',
    apiType: null,
    trending: false,
    sortOrder: 50,
    inputs: hoyoverseInputs,
    importantNote:
      'Your UID is at the top left of the phone menu (press Esc on PC). Choose the server your account plays on (America, Asia, Europe or TW_HK_Mo). ' +
      'Our team tops up by UID within 30 minutes; we never ask for your password. ' +
      'Express Supply Pass gives 300 Oneiric Shards at once and 90 Stellar Jade a day for 30 days.',
    packs: [
      { name: '60 Oneiric Shards', type: 'small', icon: 'oneiric-shard-small', rupees: [89, 78, 75] },
      { name: '300+30 Oneiric Shards', type: 'small', icon: 'oneiric-shard-small', rupees: [409, 362, 347] },
      { name: '980+110 Oneiric Shards', type: 'medium', icon: 'oneiric-shard-large', rupees: [1499, 1325, 1269], hint: 'Most popular' },
      { name: '1980+260 Oneiric Shards', type: 'medium', icon: 'oneiric-shard-large', rupees: [2999, 2659, 2549] },
      { name: '3280+600 Oneiric Shards', type: 'large', icon: 'oneiric-shard-large', rupees: [4699, 4159, 3989] },
      { name: '6480+1600 Oneiric Shards', type: 'large', icon: 'oneiric-shard-large', rupees: [8999, 7969, 7649] },
      { name: 'Express Supply Pass', type: 'hot', icon: 'express-pass', rupees: [379, 335, 321], hint: '300 shards + 90 Stellar Jade a day for 30 days' },
    ],
  },
  {
    slug: 'zenless-zone-zero',
    name: 'Zenless Zone Zero',
    type: 'ZENLESS',
    category: 'games',
    apiType: null,
    trending: false,
    sortOrder: 60,
    inputs: hoyoverseInputs,
    importantNote:
      'Your UID is at the bottom left of the main screen. Choose the server your account plays on (America, Asia, Europe or TW_HK_Mo). ' +
      'Our team tops up by UID within 30 minutes; we never ask for your password. ' +
      'Inter-Knot Membership gives 300 Monochrome at once and 90 Polychrome a day for 30 days.',
    packs: [
      { name: '60 Monochrome', type: 'small', icon: 'monochrome-small', rupees: [89, 78, 75] },
      { name: '300+30 Monochrome', type: 'small', icon: 'monochrome-small', rupees: [409, 359, 344] },
      { name: '980+110 Monochrome', type: 'medium', icon: 'monochrome-large', rupees: [1499, 1319, 1265], hint: 'Most popular' },
      { name: '1980+260 Monochrome', type: 'medium', icon: 'monochrome-large', rupees: [2999, 2639, 2529] },
      { name: '3280+600 Monochrome', type: 'large', icon: 'monochrome-large', rupees: [4699, 4139, 3969], inStock: false },
      { name: '6480+1600 Monochrome', type: 'large', icon: 'monochrome-large', rupees: [8999, 7949, 7619] },
      { name: 'Inter-Knot Membership', type: 'hot', icon: 'inter-knot', rupees: [379, 335, 321], hint: '300 Monochrome + 90 Polychrome a day for 30 days' },
    ],
  },
  {
    slug: 'honor-of-kings',
    name: 'Honor of Kings',
    type: 'HOK',
    category: 'games',
    apiType: 'MOOGOLDHOK',
    trending: true,
    sortOrder: 70,
    inputs: honorOfKingsInputs,
    importantNote:
      'Tap your avatar at the top left to open your profile and copy the Player ID under your name; enter the server shown there. ' +
      'Tokens arrive in 1-6 minutes. Check the ID twice: tokens sent to another player cannot be taken back. ' +
      'The Weekly Card gives tokens on each of 7 days; log in daily to claim them.',
    packs: [
      { name: '16 Tokens', type: 'small', icon: 'hok-token-small', rupees: [19, 17, 16], skus: ['6811001'] },
      { name: '80 Tokens', type: 'small', icon: 'hok-token-small', rupees: [89, 79, 76], skus: ['6811002'] },
      { name: '240 Tokens', type: 'small', icon: 'hok-token-small', rupees: [259, 229, 219], skus: ['6811003'] },
      { name: '400 Tokens', type: 'medium', icon: 'hok-token-large', rupees: [429, 379, 363], skus: ['6811004'], hint: 'Most popular' },
      { name: '560 Tokens', type: 'medium', icon: 'hok-token-large', rupees: [599, 529, 507], skus: ['6811005'] },
      { name: '830 Tokens', type: 'medium', icon: 'hok-token-large', rupees: [869, 769, 737], skus: ['6811006'] },
      { name: '1245 Tokens', type: 'large', icon: 'hok-token-large', rupees: [1299, 1149, 1099], skus: ['6811007'] },
      { name: '2508 Tokens', type: 'large', icon: 'hok-token-large', rupees: [2599, 2299, 2199], skus: ['6811008'] },
      { name: '4180 Tokens', type: 'large', icon: 'hok-token-large', rupees: [4299, 3799, 3639], skus: ['6811009'] },
      { name: '8360 Tokens', type: 'large', icon: 'hok-token-large', rupees: [8499, 7549, 7229], skus: ['6811010'] },
      { name: 'Weekly Card', type: 'hot', icon: 'hok-weekly', rupees: [89, 79, 76], skus: ['6811011'], hint: 'Tokens every day for 7 days' },
    ],
  },
  {
    slug: 'youtube-premium',
    name: 'YouTube Premium',
    type: 'OTT',
    category: 'ott',
    apiType: null,
    trending: true,
    sortOrder: 100,
    inputs: contactInputs,
    importantNote:
      'Individual plan: ad-free videos, background play and YouTube Music. The activation link is sent to the email you enter within 30 minutes; open it while signed in to the Google account that should get Premium. ' +
      'The account must not have an active YouTube Premium or YouTube Music subscription. We message the WhatsApp number only if there is a problem.',
    packs: [
      { name: '1 Month', type: '', icon: 'ott-youtube', rupees: [149, 129, 124] },
      { name: '3 Months', type: '', icon: 'ott-youtube', rupees: [459, 399, 382] },
      { name: '12 Months', type: 'hot', icon: 'ott-youtube', rupees: [1490, 1299, 1245], hint: 'Best value' },
    ],
  },
  {
    slug: 'spotify-premium',
    name: 'Spotify Premium',
    type: 'OTT',
    category: 'ott',
    apiType: null,
    trending: false,
    sortOrder: 110,
    inputs: contactInputs,
    importantNote:
      'Individual plan: ad-free music, offline downloads and any-order play. The code is sent to the email you enter within 30 minutes; redeem it at spotify.com/redeem while logged in. ' +
      'It cannot be added to an account that is a member of a Family or Duo plan. We message the WhatsApp number only if there is a problem.',
    packs: [
      { name: '1 Month', type: '', icon: 'ott-spotify', rupees: [139, 119, 114] },
      { name: '3 Months', type: '', icon: 'ott-spotify', rupees: [417, 359, 344] },
      { name: '12 Months', type: 'hot', icon: 'ott-spotify', rupees: [1189, 1039, 995], hint: 'Best value' },
    ],
  },
  {
    slug: 'amazon-prime-video',
    name: 'Amazon Prime Video',
    type: 'OTT',
    category: 'ott',
    apiType: null,
    trending: false,
    sortOrder: 120,
    inputs: contactInputs,
    importantNote:
      'Prime membership for Amazon.in accounts: Prime Video, free fast delivery and Prime Music. The membership code is sent to the email you enter within 30 minutes; ' +
      'redeem it under Your Account > Prime on Amazon.in. We message the WhatsApp number only if there is a problem.',
    packs: [
      { name: '1 Month', type: '', icon: 'ott-prime', rupees: [299, 259, 249] },
      { name: '3 Months', type: '', icon: 'ott-prime', rupees: [599, 529, 507] },
      { name: '12 Months', type: 'hot', icon: 'ott-prime', rupees: [1499, 1319, 1265], hint: 'Best value' },
    ],
  },
  {
    slug: 'jiohotstar',
    name: 'JioHotstar Premium',
    type: 'OTT',
    category: 'ott',
    apiType: null,
    trending: false,
    sortOrder: 130,
    inputs: contactInputs,
    importantNote:
      'Premium plan: ad-free movies, series and live sport in 4K on up to 4 devices. The activation code is sent to the email you enter within 30 minutes; ' +
      'redeem it in the JioHotstar app under My Space > Subscriptions. We message the WhatsApp number only if there is a problem.',
    packs: [
      { name: '1 Month', type: '', icon: 'ott-hotstar', rupees: [299, 259, 249] },
      { name: '3 Months', type: '', icon: 'ott-hotstar', rupees: [499, 439, 421] },
      { name: '12 Months', type: 'hot', icon: 'ott-hotstar', rupees: [1499, 1329, 1275], hint: 'Best value' },
    ],
  },
  {
    slug: 'google-play-gift-code',
    name: 'Google Play Gift Code',
    type: 'OTHER',
    category: 'others',
    apiType: null,
    trending: false,
    sortOrder: 200,
    inputs: contactInputs,
    importantNote:
      'Indian Google Play codes: they work only on Google accounts whose country is India. The code is sent to the email you enter within 30 minutes; ' +
      'redeem it in the Play Store under your profile > Payments & subscriptions > Redeem code. Codes cannot be returned once sent.',
    packs: [
      { name: '₹100 Gift Code', type: 'small', icon: 'gift-google-play', rupees: [100, 96, 93] },
      { name: '₹300 Gift Code', type: 'small', icon: 'gift-google-play', rupees: [300, 288, 279] },
      { name: '₹500 Gift Code', type: 'medium', icon: 'gift-google-play', rupees: [500, 479, 465] },
      { name: '₹1,000 Gift Code', type: 'medium', icon: 'gift-google-play', rupees: [1000, 958, 929] },
      { name: '₹1,500 Gift Code', type: 'large', icon: 'gift-google-play', rupees: [1500, 1437, 1394] },
      { name: '₹2,000 Gift Code', type: 'large', icon: 'gift-google-play', rupees: [2000, 1915, 1858] },
    ],
  },
  {
    slug: 'steam-wallet-code',
    name: 'Steam Wallet Code',
    type: 'OTHER',
    category: 'others',
    apiType: null,
    trending: false,
    sortOrder: 210,
    inputs: contactInputs,
    importantNote:
      'Rupee wallet codes for Steam accounts whose store region is India. The code is sent to the email you enter within 30 minutes; ' +
      'redeem it in Steam under your account > Add funds > Redeem a Steam Gift Card or Wallet Code. Codes cannot be returned once sent.',
    packs: [
      { name: '₹500 Wallet Code', type: 'small', icon: 'gift-steam', rupees: [500, 479, 465] },
      { name: '₹1,000 Wallet Code', type: 'medium', icon: 'gift-steam', rupees: [1000, 958, 929] },
      { name: '₹2,000 Wallet Code', type: 'medium', icon: 'gift-steam', rupees: [2000, 1915, 1858] },
      { name: '₹4,000 Wallet Code', type: 'large', icon: 'gift-steam', rupees: [4000, 3829, 3715] },
    ],
  },
  {
    slug: 'playstation-gift-card',
    name: 'PlayStation Store Gift Card',
    type: 'OTHER',
    category: 'others',
    apiType: null,
    trending: false,
    sortOrder: 220,
    inputs: contactInputs,
    importantNote:
      'For PlayStation Network accounts registered in India only. The 12-digit code is sent to the email you enter within 30 minutes; ' +
      'redeem it on your console in PlayStation Store > Redeem Codes, or at store.playstation.com. Codes cannot be returned once sent.',
    packs: [
      { name: '₹1,000 Gift Card', type: 'small', icon: 'gift-playstation', rupees: [1000, 959, 930] },
      { name: '₹2,000 Gift Card', type: 'medium', icon: 'gift-playstation', rupees: [2000, 1918, 1860] },
      { name: '₹3,000 Gift Card', type: 'medium', icon: 'gift-playstation', rupees: [3000, 2876, 2790] },
      { name: '₹5,000 Gift Card', type: 'large', icon: 'gift-playstation', rupees: [5000, 4795, 4650], inStock: false },
    ],
  },
];

// The offers on the banners are drawn into the images; keep them true to the prices above.
export const demoGallery: DemoBanner[] = [
  { type: 'CarouselMb', title: 'Weekly Diamond Pass at ₹139', image: 'banners/mobile-1.webp', product: 'mobile-legends-br' },
  { type: 'CarouselMb', title: 'Genshin crystals up to 12% off', image: 'banners/mobile-2.webp', product: 'genshin-impact' },
  { type: 'CarouselMb', title: 'Instant delivery, 24/7 support', image: 'banners/mobile-3.webp', product: 'honor-of-kings' },
  { type: 'CarouselPc', title: 'Weekly Diamond Pass at ₹139', image: 'banners/desktop-1.webp', product: 'mobile-legends-br' },
  { type: 'CarouselPc', title: 'Genshin crystals up to 12% off', image: 'banners/desktop-2.webp', product: 'genshin-impact' },
  { type: 'CarouselPc', title: 'Instant delivery, 24/7 support', image: 'banners/desktop-3.webp', product: 'honor-of-kings' },
  { type: 'Popup', title: 'Welcome offer: double diamonds on your first top-up', image: 'popup/offer.webp', product: 'mobile-legends-br' },
];
