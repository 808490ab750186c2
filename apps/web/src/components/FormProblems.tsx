import { Alert } from 'antd';

/** A form's refusals from the server, one per line (see `problemsOf`); nothing when there are none. */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      }
    />
  );
}
