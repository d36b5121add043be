import type { Product } from '@jumun/shared';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo } from 'react';
import { href } from '../../../config/paths';
import { useNavigate } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';
import { catalogueSync } from '../../../lib/sync';
import { showSaveFailure } from '../components/common/save-failure-notice';
import { catalogueText } from '../i18n';
import { toSaveInput } from '../utils/save-input';
import { describeSoldOutUntil, type SoldOutChoice, soldOutFieldsFor } from '../utils/sold-out';

const MAX_NAME_LENGTH = 100;

/** One-tap actions on a product row: sold-out switch and duplicate. */
export const useProductActions = () => {
  const navigate = useNavigate();

  const setSoldOut = useCallback(async (product: Product, choice: SoldOutChoice): Promise<void> => {
    const now = new Date();
    const fields = soldOutFieldsFor(choice, now);
    const result = await catalogueSync.saveItem('product', { ...toSaveInput(product), ...fields });
    if (!result.isSuccess) {
      showSaveFailure({
        title: product.productName,
        failure: result,
        onRetry: () => void setSoldOut(product, choice),
      });
      return;
    }
    notifications.show({
      color: fields.isSoldOut ? 'orange' : 'green',
      message: fields.isSoldOut
        ? catalogueText.t('product.soldOutNow', {
            name: product.productName,
            until: describeSoldOutUntil(fields.soldOutUntil, now),
          })
        : catalogueText.t('product.onSaleAgain', { name: product.productName }),
    });
  }, []);

  /** The copy starts hidden, so a half-edited duplicate never shows on the customer menu. */
  const duplicate = useCallback(
    async (product: Product) => {
      const { id: _id, revision: _revision, ...fields } = toSaveInput(product);
      const suffix = catalogueText.t('product.copySuffix');
      const productName = product.productName.slice(0, MAX_NAME_LENGTH - suffix.length) + suffix;
      const result = await catalogueSync.saveItem('product', { ...fields, productName, isVisible: false });
      if (!result.isSuccess || !result.data) {
        notifications.show({
          color: 'red',
          title: catalogueText.t('product.duplicateFailed'),
          message: problemMessage(result),
        });
        return;
      }
      notifications.show({
        color: 'green',
        message: catalogueText.t('product.duplicated', { name: productName }),
      });
      navigate(href('admin-product-edit-id', { id: result.data.id }));
    },
    [navigate],
  );

  return useMemo(() => ({ setSoldOut, duplicate }), [setSoldOut, duplicate]);
};
