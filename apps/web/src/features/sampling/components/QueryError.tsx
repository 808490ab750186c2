import { Alert } from 'antd';
import { ApiError } from '../../../lib/api-client';

/** Why data could not be read or saved: the server's field messages when it gave some, else its message. */
export function QueryError({ error }: { error: Error | null | undefined }) {
  if (!error) return null;
  const issues = error instanceof ApiError ? (error.issues ?? []).map((i) => i.message) : [];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={issues.length ? issues.join(' ') : error.message}
    />
  );
}
