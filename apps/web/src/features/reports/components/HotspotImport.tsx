import { UploadOutlined } from '@ant-design/icons';
import { API, type HotspotImportResult } from '@eqmp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { useCan } from '../../../lib/access';
import { importHotspots } from '../api/import-hotspots';

/** Import of a FIRMS/ASMC hotspot CSV on the hotspot page, with what became of each row. */
export function HotspotImport() {
  const { t } = useTranslation();
  const can = useCan();
  const { showError } = useMessageDialog();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<HotspotImportResult | null>(null);
  if (!can(API.hotspotImport.access)) return null;

  const upload = async (file: File) => {
    setBusy(true);
    try {
      setResult(await importHotspots(file));
      await client.invalidateQueries({ queryKey: ['reports'] });
    } catch (err) {
      await showError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('reports:page.hotspotImport')}
        </Button>
      </Upload>
      {result && (
        <Alert
          type={result.rejected > 0 ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setResult(null)}
          message={t('reports:page.hotspotResult', {
            total: result.rowsTotal,
            imported: result.imported,
            duplicates: result.duplicates,
            rejected: result.rejected,
          })}
          description={
            result.problems.length > 0 && (
              <List
                size="small"
                dataSource={result.problems.slice(0, 50)}
                renderItem={(p) => (
                  <List.Item>
                    {t('reports:page.hotspotProblem', {
                      line: p.line,
                      field: p.field,
                      message: p.message,
                    })}
                  </List.Item>
                )}
              />
            )
          }
        />
      )}
    </Space>
  );
}
