import { QUERY_KINDS, type QueryKind } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryChoicesQuery } from '../api/query-api';
import { OutputPanel } from '../components/OutputPanel';
import { QueryFilters } from '../components/QueryFilters';
import { useQueryModule, useQueryState } from '../hooks/useQueryState';
import { queryStateParams } from '../utils/query-state';
import { IntroPage } from '../../../components/IntroPage';

/**
 * Query options of a module (spec §2): choose dates, places, stations and parameters, then
 * generate a report, parameter graph, cross-tab, station comparison, windrose or frequency table
 * in tabs. The committed query lives in the URL; the form edits a draft until Generate.
 */
export function QueryOptionsPage() {
  const { t } = useTranslation();
  const module = useQueryModule();
  const { state, commit } = useQueryState();
  const [draft, setDraft] = useState(state);
  // The back button (or a shared link) brings another query: show it in the form.
  useEffect(() => setDraft(state), [state]);
  const choices = useQuery({
    ...queryChoicesQuery(module ?? 'CAQM'),
    enabled: module !== undefined,
  });
  if (!module) return null;

  const search = queryStateParams(state, false).toString();
  const active: QueryKind = state.out ?? 'report';
  return (
    <IntroPage
      title={
        <>
          {t('query:title')} — {t(`common:module.${module}`)}
        </>
      }
      intro={t('query:intro')}
    >
      <Card size="small">
        {choices.error && <Alert type="error" showIcon message={choices.error.message} />}
        {choices.isPending && <Spin />}
        {choices.data && (
          <QueryFilters
            choices={choices.data}
            draft={draft}
            onChange={setDraft}
            onGenerate={() => commit({ ...draft, out: active })}
          />
        )}
      </Card>
      <Card size="small">
        {state.out ? (
          <Tabs
            activeKey={active}
            onChange={(key) => commit({ ...state, out: key as QueryKind })}
            destroyOnHidden
            items={QUERY_KINDS.map((kind) => ({
              key: kind,
              label: t(`query:kind.${kind}`),
              children: <OutputPanel module={module} kind={kind} search={search} />,
            }))}
          />
        ) : (
          <Empty description={t('query:empty')} />
        )}
      </Card>
    </IntroPage>
  );
}
