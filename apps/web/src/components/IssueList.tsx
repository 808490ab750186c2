import { Alert } from 'antd';
import type { Issue } from './useSaveVersion';

/** The server's reasons for refusing a form, each already naming its field. */
export function IssueList({ issues }: { issues: readonly Issue[] }) {
  if (issues.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 8 }}
      title={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {issues.map((issue, i) => (
            <li key={`${issue.path}-${i}`}>{issue.message}</li>
          ))}
        </ul>
      }
    />
  );
}
