// Picks the web app manifest before the browser reads it (issue 15): customer pages install 주문하기 (/webapp-user,
// the last shop), everything else 주문 관리 (/webapp-admin, the order board). External file: the CSP forbids inline scripts.
(() => {
  const link = document.getElementById('app-manifest');
  if (!link) return;
  const isCustomer = /^\/(user|webapp-user|token)(\/|$)/.test(window.location.pathname);
  link.setAttribute('href', isCustomer ? '/manifest-user.webmanifest' : '/manifest-admin.webmanifest');
})();
