import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { useNavigate } from '../../../../lib/router';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { catalogueText, kindWords } from '../../i18n';
import { DeleteItemButton } from '../common/delete-item-button';
import { EditPageFrame } from '../common/edit-page-frame';
import { OptionForm } from './option-form';
import { NEW_OPTION, optionToForm } from './option-form-values';

/** /admin/option/create */
export const OptionCreatePage = () => {
  const { t } = catalogueText.useT();
  const { canWrite } = useCatalogueCompany();
  return (
    <>
      <PageHeader title={t('list.create', kindWords('option'))} />
      <OptionForm initialValues={NEW_OPTION} canWrite={canWrite} />
    </>
  );
};

/** /admin/option/edit/:id */
export const OptionEditPage = () => {
  const { t } = catalogueText.useT();
  const { canWrite } = useCatalogueCompany();
  const navigate = useNavigate();
  const listPath = href('admin-option');
  return (
    <EditPageFrame kind="option" listPath={listPath}>
      {(option, live) => (
        <>
          <PageHeader
            title={option.optionName}
            description={t('list.edit', kindWords('option'))}
            actions={
              <DeleteItemButton
                kind="option"
                id={option.id}
                name={option.optionName}
                canWrite={canWrite}
                onDeleted={() => navigate(listPath)}
              />
            }
          />
          <OptionForm key={option.id} initialValues={optionToForm(option)} live={live} canWrite={canWrite} />
        </>
      )}
    </EditPageFrame>
  );
};
