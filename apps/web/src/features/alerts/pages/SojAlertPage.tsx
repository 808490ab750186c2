import { roleName } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useSession } from '../../../lib/session';
import { sojRecipientsQuery } from '../api/alerts-api';
import { RecipientList } from '../components/RecipientList';
import { AlertListPage } from './AlertListPage';

const KEEPER = roleName('Update Exceedance Alert', 'SOJ');

/**
 * The Straits of Johor's exceedance alert record: the alert list every module has (its SOJ
 * exceedances, behind the SOJ session like every SOJ page), and, for its alert officers, who is
 * told of new ones.
 */
export function SojAlertPage() {
  const { ticked } = useSession();
  const keeps = (ticked ?? []).includes(KEEPER);
  const recipients = useQuery({ ...sojRecipientsQuery, enabled: keeps });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <AlertListPage />
      {keeps && (
        <Card>
          <RecipientList settingKey="SOJ" recipients={recipients.data ?? []} />
        </Card>
      )}
    </Space>
  );
}
