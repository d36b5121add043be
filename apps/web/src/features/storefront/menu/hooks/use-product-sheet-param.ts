import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../../../lib/router';

const PARAM = 'product';

/**
 * The open product sheet lives in the URL (`?product=p_…`): the phone's back button closes it, a shared link opens
 * it, and a reload keeps it open.
 */
export const useProductSheetParam = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { sheet?: boolean } | null)?.sheet === true;

  const open = useCallback(
    (productId: string) => setParams({ [PARAM]: productId }, { state: { sheet: true } }),
    [setParams],
  );
  const close = useCallback(() => {
    // Opened from the menu: go back, so the back button and this close agree. Opened by a link: drop the param.
    if (openedHere) navigate(-1);
    else setParams({}, { replace: true });
  }, [openedHere, navigate, setParams]);

  return { productId: params.get(PARAM), open, close };
};
