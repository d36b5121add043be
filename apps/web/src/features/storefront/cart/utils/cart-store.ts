import type { OrderType } from '@jumun/shared';
import { addLine, type CartLine, setLineQuantity } from './cart-line';

/** A shop's cart on this device (issue #11: survives reloads, closed tabs and lost connections). */
export type Cart = { orderType: OrderType | null; lines: CartLine[] };

export const CART_STORAGE_PREFIX = 'jumun.cart:';
const EMPTY: Cart = { orderType: null, lines: [] };

const storageKey = (companyId: string) => `${CART_STORAGE_PREFIX}${companyId}`;

const isCartLine = (value: unknown): value is CartLine => {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.key === 'string' &&
    typeof line.productId === 'string' &&
    typeof line.productName === 'string' &&
    typeof line.quantity === 'number' &&
    typeof line.unitPrice === 'number' &&
    typeof line.selection === 'object' &&
    line.selection !== null &&
    Array.isArray(line.options)
  );
};

/** A stored cart from an older build or edited by hand keeps what still reads as lines. */
export const parseStoredCart = (raw: string | null): Cart => {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<Cart> | null;
    return {
      orderType: typeof value?.orderType === 'string' ? value.orderType : null,
      lines: Array.isArray(value?.lines) ? value.lines.filter(isCartLine) : [],
    };
  } catch {
    return EMPTY;
  }
};

const snapshots = new Map<string, Cart>();
const listeners = new Set<() => void>();

const read = (companyId: string): Cart => {
  const cached = snapshots.get(companyId);
  if (cached) return cached;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(storageKey(companyId));
  } catch {
    // Storage blocked (private mode): the cart lives in memory for this page.
  }
  const cart = parseStoredCart(raw);
  snapshots.set(companyId, cart);
  return cart;
};

const write = (companyId: string, cart: Cart) => {
  snapshots.set(companyId, cart);
  try {
    window.localStorage.setItem(storageKey(companyId), JSON.stringify(cart));
  } catch {
    // Quota or privacy mode: keep the in-memory cart; nothing else we can do.
  }
  for (const listener of listeners) listener();
};

/** The cart store: one snapshot per shop, shared by every component and kept in step across tabs. */
export const cartStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith(CART_STORAGE_PREFIX)) {
        snapshots.delete(event.key.slice(CART_STORAGE_PREFIX.length));
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  add: (companyId: string, line: CartLine) => {
    const cart = read(companyId);
    write(companyId, { ...cart, lines: addLine(cart.lines, line) });
  },
  setQuantity: (companyId: string, key: string, quantity: number) => {
    const cart = read(companyId);
    write(companyId, { ...cart, lines: setLineQuantity(cart.lines, key, quantity) });
  },
  /** Replaces lines by key (an accepted new price, re-checked options). */
  updateLines: (companyId: string, updated: readonly CartLine[]) => {
    const cart = read(companyId);
    const byKey = new Map(updated.map((line) => [line.key, line]));
    write(companyId, { ...cart, lines: cart.lines.map((line) => byKey.get(line.key) ?? line) });
  },
  remove: (companyId: string, keys: readonly string[]) => {
    const cart = read(companyId);
    write(companyId, { ...cart, lines: cart.lines.filter((line) => !keys.includes(line.key)) });
  },
  setOrderType: (companyId: string, orderType: OrderType) => {
    write(companyId, { ...read(companyId), orderType });
  },
  clear: (companyId: string) => {
    write(companyId, { ...read(companyId), lines: [] });
  },
};
