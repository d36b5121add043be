import { ActionIcon, Box, Image } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { companySettingsText } from '../../i18n';

type ImageTileProps = { src: string; alt: string; onRemove: () => void; canRemove: boolean };

/** A stored company photo with a button to take it off (the file stays on the server until cleaned up). */
export const ImageTile = ({ src, alt, onRemove, canRemove }: ImageTileProps) => {
  const { t } = companySettingsText.useT();
  return (
    <Box pos="relative" w={140}>
      <Image src={src} alt={alt} h={105} w={140} radius="md" fit="cover" />
      {canRemove ? (
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          size="sm"
          radius="xl"
          color="dark"
          variant="filled"
          aria-label={t('images.remove', { alt })}
          onClick={onRemove}
        >
          <IconX size={14} />
        </ActionIcon>
      ) : null}
    </Box>
  );
};
