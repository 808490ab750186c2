import { BellOutlined } from '@ant-design/icons';
import { ANY_ALERT_ROLES, PAGES, type ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { badgeQuery } from '../../features/alerts/api/alerts-api';
import { useCan } from '../../lib/access';
import { useSession } from '../../lib/session';

/**
 * The header's in-app alert badge: pending alerts the user may read (the server filters by role),
 * refreshed every minute; the menu opens a module's alert page the user may open.
 */
export function AlertBell() {
  const { t } = useTranslation();
  const { ticked } = useSession();
  const can = useCan();
  const navigate = useNavigate();
  const hasAlertRole = (ticked ?? []).some((r) => ANY_ALERT_ROLES.includes(r));
  const { data } = useQuery({ ...badgeQuery, enabled: hasAlertRole });
  if (!hasAlertRole) return null;
  /** The first page of `module` the user may open whose path `matches`. */
  const modulePage = (module: string, matches: (path: string) => boolean) =>
    PAGES.find(
      (p) =>
        'module' in p && p.module === (module as ModuleCode) && matches(p.path) && can(p.access),
    );
  const pageOf = (module: string) =>
    modulePage(module, (path) => path.endsWith('/alert/alert_management')) ??
    modulePage(module, (path) => path.includes('/alert/'));
  const items = (data?.modules ?? []).map((m) => ({
    key: m.module,
    label: `${t('alerts:bell.open', { module: m.module })} (${m.pending})`,
    onClick: () => {
      const page = pageOf(m.module);
      if (page) void navigate(page.path);
    },
  }));
  const pending = data?.pending ?? 0;
  return (
    <Dropdown
      menu={{
        items:
          items.length > 0
            ? items
            : [{ key: 'none', label: t('alerts:bell.none'), disabled: true }],
      }}
      trigger={['click']}
    >
      <Button
        type="text"
        className="eqmp-header-button"
        aria-label={t('alerts:bell.summary', { pending, new: data?.recent ?? 0 })}
        title={t('alerts:bell.summary', { pending, new: data?.recent ?? 0 })}
        data-testid="alert-bell"
      >
        {/* The button's name says the counts; the animated badge digits would garble it. */}
        <span aria-hidden="true">
          <Badge count={pending} overflowCount={999} size="small">
            <BellOutlined style={{ fontSize: 18, color: 'inherit' }} />
          </Badge>
        </span>
      </Button>
    </Dropdown>
  );
}
