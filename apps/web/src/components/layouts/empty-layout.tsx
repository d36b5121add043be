import { Box } from '@mantine/core';
import { Outlet } from '../../lib/router';

/** The `empty` layout of spec §2: no frame at all (the login page uses it). */
export const EmptyLayout = () => (
  <Box component="main" mih="100dvh">
    <Outlet />
  </Box>
);
