import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';

/** The page header's way to the form that adds one more (a user, a role), named `label`. */
export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined />}>
        {label}
      </Button>
    </Link>
  );
}
