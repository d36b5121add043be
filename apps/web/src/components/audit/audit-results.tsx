import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { problemMessage } from '../../lib/save-problem';

type AuditResultsProps = {
  entries: {
    error: unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  moreLabel: string;
  children: ReactNode;
};

/** A change log's table with why it could not load, and the button for the next older page when there is one. */
export const AuditResults = ({ entries, moreLabel, children }: AuditResultsProps) => (
  <>
    {entries.error ? (
      <Text c="red" size="sm" role="alert">
        {problemMessage(entries.error)}
      </Text>
    ) : null}
    {children}
    {entries.hasNextPage ? (
      <Button
        variant="light"
        mt="sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => entries.fetchNextPage()}
        loading={entries.isFetchingNextPage}
      >
        {moreLabel}
      </Button>
    ) : null}
  </>
);
