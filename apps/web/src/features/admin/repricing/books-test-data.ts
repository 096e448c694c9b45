import type { MarginsResponse, PackMargin, ProductMargins, RepricedPack, SupplierCosts } from '../../../api/admin-books';

import { uuidsFrom } from '../../../test/ids';

const uuid = uuidsFrom('30000000');
/** The pack every repricing row starts from: the same one the catalogue's test data sells. */
const diamondsPack = () => ({ _id: uuid(), itemid: 1001, name: '86 Diamonds' });

export function aSupplier(overrides: Partial<SupplierCosts> = {}): SupplierCosts {
  return {
    supplier: 'smile-br',
    label: 'Smile.one Brazil',
    currency: 'BRL',
    rate: '15.25',
    history: [
      { rate: '14.8', from: '2025-09-01T04:30:00.000Z', setBy: 'Asha Admin' },
      { rate: '15.25', from: '2025-11-20T06:00:00.000Z', setBy: 'Vikram Owner' },
    ],
    priceList: true,
    pricesFetchedAt: '2025-11-21T00:30:00.000Z',
    skuPrices: 148,
    refreshProblem: null,
    ...overrides,
  };
}

export function aPackMargin(overrides: Partial<PackMargin> = {}): PackMargin {
  return {
    ...diamondsPack(),
    price: 120,
    resellPrice: 110,
    cost: 85.5,
    costSource: 'price-list',
    costProblem: null,
    margin: 34.5,
    marginPercent: 28.75,
    resellMargin: 24.5,
    resellMarginPercent: 22.27,
    belowCost: false,
    manual: false,
    ...overrides,
  };
}

export function aProductMargins(overrides: Partial<ProductMargins> = {}): ProductMargins {
  return { _id: uuid(), productid: 101, name: 'Mobile Legends Diamonds', rule: null, lastApply: null, items: [], ...overrides };
}

export function marginsOf(products: ProductMargins[]): MarginsResponse {
  return { products, belowCost: products.reduce((n, p) => n + p.items.filter((i) => i.belowCost).length, 0) };
}

export function aRepricedPack(overrides: Partial<RepricedPack> = {}): RepricedPack {
  return {
    ...diamondsPack(),
    cost: 85.5,
    old: { price: 120, resellPrice: 110 },
    next: { price: 109, resellPrice: 99 },
    skipped: null,
    ...overrides,
  };
}
