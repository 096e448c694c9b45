import { createHash } from 'node:crypto';
import type { PlayerLookup, PlayerLookupResult, Supplier, SupplierOrder, SupplierOrderResult, SupplierOrderStatus } from './supplier.js';

const adjectives = ['Swift', 'Mystic', 'Brave', 'Silent', 'Royal', 'Crimson', 'Lucky', 'Shadow', 'Golden', 'Iron'];
const heroes = ['Tiger', 'Falcon', 'Knight', 'Ranger', 'Phoenix', 'Wolf', 'Samurai', 'Lancer', 'Mage', 'Archer'];

/**
 * The sandbox supplier, for development and tests only (production never uses it): any numeric id has a player whose name
 * is derived from the id, so the same id always shows the same name; ids starting with 8 answer
 * `use: "b"` (an Indonesian account, which the shop may not recharge). Orders are delivered at
 * once, except for player ids starting with 4040, which it refuses (to try refunds).
 */
export function createSandboxSupplier(): Supplier {
  return {
    name: 'sandbox',
    async lookupPlayer({ userid, zoneid }: PlayerLookup): Promise<PlayerLookupResult> {
      if (!/^\d+$/.test(userid)) return { found: false, message: 'Invalid user id' };
      const digest = createHash('sha256').update(`${userid}:${zoneid}`).digest();
      const username = `${adjectives[digest[0]! % adjectives.length]}${heroes[digest[1]! % heroes.length]}${digest.readUInt16BE(2) % 1000}`;
      return { found: true, username, use: userid.startsWith('8') ? 'b' : 'a' };
    },
    async placeOrder(order: SupplierOrder): Promise<SupplierOrderResult> {
      if (order.userid.startsWith('4040')) return { status: 'failed', message: 'The supplier could not recharge this player id.' };
      return { status: 'delivered', supplierOrderId: `SBX-${order.reference}` };
    },
    // It keeps no orders: an order whose answer was lost is placed again, which it delivers once.
    async orderStatus(): Promise<SupplierOrderStatus> {
      return { status: 'not-found' };
    },
    async balance() {
      return { amount: '100000.00', currency: 'Sandbox points' };
    },
  };
}
