import { needsSojSession, type PageDef } from '@eqmp/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RequireAccess } from '../lib/access';
import { RequireSojSession } from './RequireSojSession';

/** Checks access before the page's code is even loaded, and titles the browser tab. */
export function PageGuard({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  const title = t(page.titleKey);
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  return (
    <RequireAccess page={page}>
      {needsSojSession(page) ? (
        <RequireSojSession>
          <Outlet />
        </RequireSojSession>
      ) : (
        <Outlet />
      )}
    </RequireAccess>
  );
}
