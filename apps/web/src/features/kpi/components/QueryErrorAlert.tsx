import { Alert } from 'antd';
import { ApiError } from '../../../lib/api-client';

/** Why a report could not be read: the server's field messages when it gave some, else its message. */
export function QueryErrorAlert({ error }: { error: Error | null }) {
  if (!error) return null;
  const issues = error instanceof ApiError ? (error.issues ?? []).map((i) => i.message) : [];
  return <Alert type="error" showIcon title={issues.length ? issues.join(' ') : error.message} />;
}
