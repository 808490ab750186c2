import { ROLE_NAMES, type FunctionGrouping, type FunctionNode } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Input, InputNumber, Row, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { adminKeys, functionsQuery, saveGrouping } from '../api/admin-api';
import { PageHeader } from '../../../components/PageHeader';
import { SearchedTable } from '../components/SearchedTable';

type Grouping = FunctionGrouping;

function toTree(nodes: readonly FunctionNode[], t: (k: string) => string): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: n.roleName ?? t(n.label),
    children: n.children ? toTree(n.children, t) : undefined,
  }));
}

/** function_ierarchy: the tree of functions, and the admin's own grouping and order of them. */
export function FunctionHierarchyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const functions = useQuery(functionsQuery);
  const [rows, setRows] = useState<Grouping[]>([]);

  useEffect(() => {
    if (!functions.data) return;
    const saved = new Map(functions.data.grouping.map((g) => [g.roleName, g]));
    setRows(
      ROLE_NAMES.map(
        (roleName, i) => saved.get(roleName) ?? { roleName, groupLabel: '', sortOrder: i },
      ),
    );
  }, [functions.data]);

  const treeData = useMemo(
    () => (functions.data ? toTree(functions.data.tree, t) : []),
    [functions.data, t],
  );
  const save = useMutation({
    mutationFn: () =>
      saveGrouping(
        rows
          .filter((r) => r.groupLabel.trim() !== '')
          .map((r) => ({ ...r, groupLabel: r.groupLabel.trim() })),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void message.success(t('common:action.saved'));
    },
    onError: (error) => void showError(error),
  });
  const update = (roleName: string, change: Partial<Grouping>) =>
    setRows((current) => current.map((r) => (r.roleName === roleName ? { ...r, ...change } : r)));

  return (
    <>
      <PageHeader
        title={t('admin:page.function_ierarchy')}
        extra={
          <Button type="primary" onClick={() => save.mutate()} loading={save.isPending}>
            {t('common:action.save')}
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title={t('admin:functions.tree')} loading={functions.isPending}>
            <div style={{ maxHeight: 640, overflow: 'auto' }}>
              <Tree treeData={treeData} selectable={false} defaultExpandedKeys={['top']} />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title={t('admin:functions.grouping')}>
            <SearchedTable<Grouping>
              rowKey="roleName"
              size="small"
              rows={rows}
              searchText={(r) => `${r.roleName} ${r.groupLabel}`}
              columns={[
                { title: t('admin:functions.roleName'), dataIndex: 'roleName' },
                {
                  title: t('admin:functions.groupLabel'),
                  dataIndex: 'groupLabel',
                  render: (value: string, row) => (
                    <Input
                      size="small"
                      value={value}
                      maxLength={80}
                      onChange={(e) => update(row.roleName, { groupLabel: e.target.value })}
                    />
                  ),
                },
                {
                  title: t('admin:functions.order'),
                  dataIndex: 'sortOrder',
                  render: (value: number, row) => (
                    <InputNumber
                      size="small"
                      min={0}
                      max={100000}
                      value={value}
                      onChange={(v) => update(row.roleName, { sortOrder: v ?? 0 })}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
