import { Alert } from '@mantine/core';
import type { SaveProblem } from '../../lib/save-problem';

/**
 * The refusal of an inline form that belongs to no field: field errors are shown on their inputs, so this shows
 * only when the server (or the connection) refused the form as a whole.
 */
export const FormProblem = ({ problem }: { problem: SaveProblem | null | undefined }) =>
  problem && problem.fieldIssues.length === 0 ? (
    <Alert color="red" variant="light" role="alert">
      {problem.message}
    </Alert>
  ) : null;
