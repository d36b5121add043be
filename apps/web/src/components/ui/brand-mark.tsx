import { ThemeIcon } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';

export const BrandMark = ({ size = 32 }: { size?: number }) => (
  <ThemeIcon size={size} radius="md" variant="filled" aria-hidden>
    <IconToolsKitchen2 size={Math.round(size * 0.6)} />
  </ThemeIcon>
);
