import { api, type RequestOptions } from '../../../../lib/api-client';
import { getCustomerIdToken } from '../../../../lib/auth/customer-session';

type Options = Omit<RequestOptions, 'body'>;

const withCustomer = async (options: Options = {}): Promise<Options> => {
  const token = await getCustomerIdToken();
  return {
    ...options,
    // Never the administrator's token: the store routes answer to the customer's own.
    auth: false,
    headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  };
};

/** The one API client, carrying the signed-in customer's token (store routes: quote, orders, rewards). */
export const customerApi = {
  get: async <T>(path: string, options?: Options) => api.get<T>(path, await withCustomer(options)),
  post: async <T>(path: string, body?: unknown, options?: Options) =>
    api.post<T>(path, body, await withCustomer(options)),
};
