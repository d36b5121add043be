import type { PaymentMethod } from '@jumun/shared';
import { useEffect, useState } from 'react';
import { type CheckoutForm, emptyCheckoutForm } from '../utils/checkout-form';

const formKey = (companyId: string) => `jumun.checkout.form:${companyId}`;
/** The last delivery address on this device: the next order starts from it. */
const ADDRESS_KEY = 'jumun.checkout.lastAddress';

const load = (companyId: string, paymentMethod: PaymentMethod): CheckoutForm => {
  const empty = emptyCheckoutForm(paymentMethod);
  try {
    const saved = JSON.parse(
      window.sessionStorage.getItem(formKey(companyId)) ?? 'null',
    ) as CheckoutForm | null;
    if (saved && typeof saved === 'object')
      return { ...empty, ...saved, address: { ...empty.address, ...saved.address } };
    const address = JSON.parse(window.localStorage.getItem(ADDRESS_KEY) ?? 'null') as
      | CheckoutForm['address']
      | null;
    return address ? { ...empty, address: { ...empty.address, ...address } } : empty;
  } catch {
    return empty;
  }
};

/**
 * The checkout's own fields, kept in sessionStorage while the tab lives (a reload, a lost connection or a trip to
 * the card page loses nothing) and the delivery address remembered for next time.
 */
export const useCheckoutForm = (companyId: string, defaultMethod: PaymentMethod) => {
  const [form, setForm] = useState(() => load(companyId, defaultMethod));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(formKey(companyId), JSON.stringify(form));
      if (form.address.address_name.trim())
        window.localStorage.setItem(ADDRESS_KEY, JSON.stringify(form.address));
    } catch {
      // Storage blocked: the form lives in memory.
    }
  }, [companyId, form]);
  const update = (patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch }));
  const clear = () => {
    try {
      window.sessionStorage.removeItem(formKey(companyId));
    } catch {
      // Nothing stored.
    }
  };
  return { form, update, clear };
};
