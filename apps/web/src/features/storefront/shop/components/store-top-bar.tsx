import { ActionIcon } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '../../../../lib/router';
import { useStorefrontT } from '../../i18n';
import classes from './store-top-bar.module.css';

type StoreTopBarProps = {
  title: string;
  /** Where the back arrow leads; no arrow without one. */
  backTo?: string;
  /** The title is on screen already (the menu's shop header): fade it out here, keep it for screen readers. */
  isTitleFaded?: boolean;
  actions?: ReactNode;
};

/** The sticky top bar of every customer page: back, the page or shop name, the page's own actions. */
export const StoreTopBar = ({ title, backTo, isTitleFaded = false, actions }: StoreTopBarProps) => {
  const { t } = useStorefrontT();
  return (
    <header className={classes.bar}>
      {backTo ? (
        <ActionIcon
          component={Link}
          to={backTo}
          variant="subtle"
          color="gray"
          size={44}
          aria-label={t('common.back')}
        >
          <IconChevronLeft size={26} />
        </ActionIcon>
      ) : null}
      <h1 className={classes.title} data-faded={isTitleFaded || undefined}>
        {title}
      </h1>
      {actions}
    </header>
  );
};
