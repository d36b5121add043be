import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { imageFileUrl } from '../../../../lib/files/image-url';
import { useUploadCompanyImage } from '../../api/upload-company-image';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';
import { ImageTile } from './image-tile';

/** The shared schema's limit on imageGalleryFileNames. */
const MAX_GALLERY_IMAGES = 20;
const ACCEPT = 'image/jpeg,image/png,image/webp';

type CompanyImagesSectionProps = { form: BusinessInfoForm; companyId: string; canWrite: boolean };

/** 대표 사진 and 사진첩 (domain §3.1 imageThumbnailFileName / imageGalleryFileNames). */
export const CompanyImagesSection = ({ form, companyId, canWrite }: CompanyImagesSectionProps) => {
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
        setUploadError(error instanceof Error ? error.message : '이미지를 올리지 못했습니다.');
        return;
      }
    }
  };

  const addToGallery = (fileName: string) =>
    form.setFieldValue('imageGalleryFileNames', (current) => [...current, fileName]);

  return (
    <SettingsSection
      title="가게 사진"
      description="대표 사진은 가게 목록과 주문 화면 위쪽에, 사진첩은 가게 소개에 보입니다. JPG · PNG · WebP를 올리면 WebP로 바꿔 보관합니다."
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          대표 사진
        </Text>
        <Group align="flex-end" gap="md">
          {thumbnail ? (
            <ImageTile
              src={imageFileUrl(companyId, thumbnail)}
              alt="대표 사진"
              canRemove={canWrite}
              onRemove={() => form.setFieldValue('imageThumbnailFileName', '')}
            />
          ) : (
            <Text size="sm" c="dimmed">
              대표 사진이 없습니다.
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
                {thumbnail ? '대표 사진 바꾸기' : '대표 사진 올리기'}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          사진첩 ({gallery.length}/{MAX_GALLERY_IMAGES})
        </Text>
        {gallery.length > 0 ? (
          <Group gap="sm">
            {gallery.map((fileName, index) => (
              <ImageTile
                key={fileName}
                src={imageFileUrl(companyId, fileName)}
                alt={`사진첩 ${index + 1}번 사진`}
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
              사진첩에 사진 더하기
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
