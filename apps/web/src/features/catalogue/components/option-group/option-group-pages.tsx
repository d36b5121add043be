import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { useNavigate } from '../../../../lib/router';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { catalogueText, kindWords } from '../../i18n';
import { DeleteItemButton } from '../common/delete-item-button';
import { EditPageFrame } from '../common/edit-page-frame';
import { NEW_OPTION_GROUP, OptionGroupForm, optionGroupToForm } from './option-group-form';

/** /admin/option-group/create */
export const OptionGroupCreatePage = () => {
  const { t } = catalogueText.useT();
  const { canWrite } = useCatalogueCompany();
  return (
    <>
      <PageHeader title={t('list.create', kindWords('optionGroup'))} />
      <OptionGroupForm initialValues={NEW_OPTION_GROUP} canWrite={canWrite} />
    </>
  );
};

/** /admin/option-group/edit/:id */
export const OptionGroupEditPage = () => {
  const { t } = catalogueText.useT();
  const { canWrite } = useCatalogueCompany();
  const navigate = useNavigate();
  const listPath = href('admin-option-group');
  return (
    <EditPageFrame kind="optionGroup" listPath={listPath}>
      {(group, live) => (
        <>
          <PageHeader
            title={group.optionGroupName}
            description={t('list.edit', kindWords('optionGroup'))}
            actions={
              <DeleteItemButton
                kind="optionGroup"
                id={group.id}
                name={group.optionGroupName}
                canWrite={canWrite}
                onDeleted={() => navigate(listPath)}
              />
            }
          />
          <OptionGroupForm
            key={group.id}
            initialValues={optionGroupToForm(group)}
            live={live}
            canWrite={canWrite}
          />
        </>
      )}
    </EditPageFrame>
  );
};
