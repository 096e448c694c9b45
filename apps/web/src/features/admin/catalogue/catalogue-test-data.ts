import type { AdminItem, AdminProduct } from '@shop/contract/catalogue-admin';

let counter = 0;
const uuid = () => `20000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: uuid(),
    productid: 101,
    name: 'Mobile Legends Diamonds',
    type: 'MLBB',
    category: 'instant-games',
    imgpath: '/uploads/products/mlbb.webp',
    importantnote: '',
    inputs: [{ label: 'User ID' }, { label: 'Zone ID' }],
    items: [1001],
    istrending: false,
    instock: true,
    isApi: false,
    apiType: null,
    ...overrides,
  };
}

export function anAdminItem(overrides: Partial<AdminItem> = {}): AdminItem {
  return {
    _id: uuid(),
    itemid: 1001,
    name: '86 Diamonds',
    type: 'small',
    suggestedTask: '',
    originalprice: 150,
    discountedprice: 120,
    resellprice: 110,
    isApi: false,
    apiType: null,
    itemidarray: [],
    imgpath: '/uploads/items/diamond.webp',
    inStock: true,
    ...overrides,
  };
}
