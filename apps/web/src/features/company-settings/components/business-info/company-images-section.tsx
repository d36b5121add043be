import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { imageFileUrl } from '../../../../lib/files/image-url';
import { problemMessage } from '../../../../lib/save-problem';
import { useUploadCompanyImage } from '../../api/upload-company-image';
import { companySettingsText } from '../../i18n';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';
import { ImageTile } from './image-tile';

/** The shared schema's limit on imageGalleryFileNames. */
const MAX_GALLERY_IMAGES = 20;
const ACCEPT = 'image/jpeg,image/png,image/webp';

type CompanyImagesSectionProps = { form: BusinessInfoForm; companyId: string; canWrite: boolean };

/** 대표 사진 and 사진첩 (domain §3.1 imageThumbnailFileName / imageGalleryFileNames). */
export const CompanyImagesSection = ({ form, companyId, canWrite }: CompanyImagesSectionProps) => {
  const { t } = companySettingsText.useT();
  const upload = useUploadCompanyImage(companyId);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const thumbnail = form.values.imageThumbnailFileName;
  const gallery = form.values.imageGalleryFileNames;

  const uploadAll = async (files: File[], onUploaded: (fileName: string) => void) => {
    setUploadError(null);
    for (const file of files) {
      try {
        onUploaded((await upload.mutateAsync(file)).fileName);
      } catch (error) {
        setUploadError(problemMessage(error));
        return;
      }
    }
  };

  const addToGallery = (fileName: string) =>
    form.setFieldValue('imageGalleryFileNames', (current) => [...current, fileName]);

  return (
    <SettingsSection title={t('images.title')} description={t('images.description')}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('images.thumbnail')}
        </Text>
        <Group align="flex-end" gap="md">
          {thumbnail ? (
            <ImageTile
              src={imageFileUrl(companyId, thumbnail)}
              alt={t('images.thumbnail')}
              canRemove={canWrite}
              onRemove={() => form.setFieldValue('imageThumbnailFileName', '')}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('images.noThumbnail')}
            </Text>
          )}
          <FileButton
            accept={ACCEPT}
            disabled={!canWrite}
            onChange={(file) =>
              file && void uploadAll([file], (name) => form.setFieldValue('imageThumbnailFileName', name))
            }
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={16} />}
                loading={upload.isPending}
              >
                {t(thumbnail ? 'images.replaceThumbnail' : 'images.uploadThumbnail')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('images.gallery', { n: gallery.length, max: MAX_GALLERY_IMAGES })}
        </Text>
        {gallery.length > 0 ? (
          <Group gap="sm">
            {gallery.map((fileName, index) => (
              <ImageTile
                key={fileName}
                src={imageFileUrl(companyId, fileName)}
                alt={t('images.galleryImage', { n: index + 1 })}
                canRemove={canWrite}
                onRemove={() => form.removeListItem('imageGalleryFileNames', index)}
              />
            ))}
          </Group>
        ) : null}
        <FileButton
          accept={ACCEPT}
          multiple
          disabled={!canWrite || gallery.length >= MAX_GALLERY_IMAGES}
          onChange={(files) =>
            void uploadAll(files.slice(0, MAX_GALLERY_IMAGES - gallery.length), addToGallery)
          }
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              w="fit-content"
              leftSection={<IconPhotoPlus size={16} />}
              loading={upload.isPending}
            >
              {t('images.addToGallery')}
            </Button>
          )}
        </FileButton>
        {form.errors.imageGalleryFileNames ? (
          <Text size="sm" c="red">
            {form.errors.imageGalleryFileNames}
          </Text>
        ) : null}
      </Stack>
      {uploadError ? (
        <Text size="sm" c="red" role="alert">
          {uploadError}
        </Text>
      ) : null}
    </SettingsSection>
  );
};
