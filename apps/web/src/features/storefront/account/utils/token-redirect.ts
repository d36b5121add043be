/**
 * Where a login link lands (domain §6.3): the shop's menu, or `/user/{companyId}/{redirect}`. The redirect is a
 * path inside the shop only: anything with `..`, a scheme or odd characters falls back to the menu.
 */
export const tokenLandingPath = (companyId: string, redirect: string | undefined): string => {
  const shop = `/user/${encodeURIComponent(companyId)}`;
  const tail = (redirect ?? '').replace(/^\/+|\/+$/g, '');
  if (
    !tail ||
    !/^[A-Za-z0-9_\-/]+$/.test(tail) ||
    tail.split('/').some((part) => part === '' || part === '..')
  )
    return shop;
  return `${shop}/${tail}`;
};
