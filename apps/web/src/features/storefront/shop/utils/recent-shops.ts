/** Shops this device opened, newest first (for /user and the installed app's /webapp-user). */
export type RecentShop = { companyId: string; shopName: string; visitedAt: number };

export const RECENT_SHOPS_KEY = 'jumun.recentShops';
export const MAX_RECENT_SHOPS = 8;

export const readRecentShops = (storage: Storage = window.localStorage): RecentShop[] => {
  try {
    const value = JSON.parse(storage.getItem(RECENT_SHOPS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (shop): shop is RecentShop =>
        typeof shop?.companyId === 'string' &&
        typeof shop.shopName === 'string' &&
        typeof shop.visitedAt === 'number',
    );
  } catch {
    return [];
  }
};

export const rememberShop = (shop: RecentShop, storage: Storage = window.localStorage) => {
  const rest = readRecentShops(storage).filter((entry) => entry.companyId !== shop.companyId);
  try {
    storage.setItem(RECENT_SHOPS_KEY, JSON.stringify([shop, ...rest].slice(0, MAX_RECENT_SHOPS)));
  } catch {
    // Storage blocked: the list is a convenience, nothing is lost.
  }
};
