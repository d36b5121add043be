import { ActionIcon, Alert, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconStar, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { imageFileUrl } from '../../../../lib/files/image-url';
import { uploadImage } from '../../../../lib/files/uploaded-image';
import { problemMessage } from '../../../../lib/save-problem';
import { catalogueText } from '../../i18n';
import { FormSection } from '../common/form-section';
import type { ProductForm } from './product-form-values';

const MAX_GALLERY = 20;

/**
 * Photos: uploads go to the server, which stores WebP and makes the `thumb_` thumbnail (domain §4.1). The first
 * photo becomes the thumbnail unless another one is starred.
 */
export const ProductImagesSection = ({
  form,
  companyId,
  canWrite,
}: {
  form: ProductForm;
  companyId: string;
  canWrite: boolean;
}) => {
  const { t } = catalogueText.useT();
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { imageGalleryFileNames: gallery, imageThumbnailFileName: thumbnail } = form.values;

  const upload = async (files: File[]) => {
    setError(null);
    setIsUploading(true);
    try {
      const added: { fileName: string; thumbnailFileName: string }[] = [];
      for (const file of files.slice(0, MAX_GALLERY - gallery.length))
        added.push(await uploadImage(companyId, file));
      form.setFieldValue('imageGalleryFileNames', [...gallery, ...added.map((image) => image.fileName)]);
      const [first] = added;
      if (!thumbnail && first) form.setFieldValue('imageThumbnailFileName', first.thumbnailFileName);
    } catch (uploadError) {
      setError(problemMessage(uploadError));
    } finally {
      setIsUploading(false);
    }
  };

  const remove = (fileName: string) => {
    form.setFieldValue(
      'imageGalleryFileNames',
      gallery.filter((name) => name !== fileName),
    );
    if (thumbnail === `thumb_${fileName}`) form.setFieldValue('imageThumbnailFileName', '');
  };

  return (
    <FormSection title={t('form.images.title')}>
      <Stack gap="sm">
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group gap="sm">
          {gallery.map((fileName) => {
            const isThumbnail = thumbnail === `thumb_${fileName}`;
            return (
              <Paper key={fileName} withBorder radius="md" pos="relative" w={104}>
                <Image
                  src={imageFileUrl(companyId, `thumb_${fileName}`)}
                  alt=""
                  h={96}
                  w={102}
                  fit="cover"
                  radius="md"
                />
                <Group gap={2} pos="absolute" top={2} right={2}>
                  <ActionIcon
                    size="sm"
                    variant={isThumbnail ? 'filled' : 'default'}
                    color="yellow"
                    aria-label={t('form.images.makeThumbnail')}
                    onClick={() => form.setFieldValue('imageThumbnailFileName', `thumb_${fileName}`)}
                  >
                    <IconStar size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="default"
                    aria-label={t('form.images.remove')}
                    onClick={() => remove(fileName)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Group>
        <Group gap="sm">
          <FileButton
            onChange={upload}
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            disabled={!canWrite || !companyId}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} />}
                loading={isUploading}
              >
                {t('form.images.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('form.images.hint')}
          </Text>
        </Group>
      </Stack>
    </FormSection>
  );
};
