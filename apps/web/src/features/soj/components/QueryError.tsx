import { Alert } from 'antd';

/** The server's message when a page's data could not be read (e.g. the SOJ session has ended). */
export function QueryError({ error }: { error: Error | null }) {
  return error ? (
    <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />
  ) : null;
}
