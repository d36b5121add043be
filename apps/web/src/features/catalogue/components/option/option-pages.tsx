import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { DeleteItemButton } from '../common/delete-item-button';
import { EditPageFrame } from '../common/edit-page-frame';
import { OptionForm } from './option-form';
import { NEW_OPTION, optionToForm } from './option-form-values';

/** /admin/option/create */
export const OptionCreatePage = () => {
  const { canWrite } = useCatalogueCompany();
  return (
    <>
      <PageHeader title="새 옵션" />
      <OptionForm initialValues={NEW_OPTION} canWrite={canWrite} />
    </>
  );
};

/** /admin/option/edit/:id */
export const OptionEditPage = () => {
  const { canWrite } = useCatalogueCompany();
  const navigate = useNavigate();
  const listPath = href('admin-option');
  return (
    <EditPageFrame kind="option" label="옵션" listPath={listPath}>
      {(option, live) => (
        <>
          <PageHeader
            title={option.optionName}
            description="옵션 편집"
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
