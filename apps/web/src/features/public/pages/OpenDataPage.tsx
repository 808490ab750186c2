import { apiPath, type OgcCollectionsResponse } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openDataCollectionsQuery, serviceUrl } from '../api/open-data';
import { OpenDataDownloads, OpenDataLicence } from './OpenDataDownloads';

type Collection = OgcCollectionsResponse['collections'][number];

/** A command as a reader copies it. */
function Code({ children }: { children: string }) {
  return (
    <Typography.Paragraph copyable={{ text: children }}>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{children}</pre>
    </Typography.Paragraph>
  );
}

/**
 * `/public/open_data`: what the portal publishes (docs/open-data.md): the two service addresses,
 * the layers with a GeoJSON link each, the bulk downloads, how QGIS, GDAL, Python and a browser
 * read them, and the licence.
 */
export function OpenDataPage() {
  const { t, i18n } = useTranslation();
  const collections = useQuery(openDataCollectionsQuery(i18n.language));
  const ogc = serviceUrl(apiPath('ogcLanding'));
  const sta = serviceUrl(apiPath('staRoot'));
  const files = serviceUrl(apiPath('openDataFiles'));
  const year = new Date().getFullYear();
  const items = (c: Collection) => c.links.find((l) => l.rel === 'items')?.href;
  const attribution = collections.data?.collections[0]?.attribution;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 1100 }}>
      <div>
        <Typography.Title level={2}>{t('openData:page.title')}</Typography.Title>
        <Typography.Paragraph>{t('openData:page.intro')}</Typography.Paragraph>
        <Alert type="info" showIcon message={t('openData:page.provisional')} />
      </div>
      <Card title={t('openData:page.servicesTitle')}>
        <Typography.Paragraph>{t('openData:page.ogcApi')}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: ogc }}>
          <a href={ogc}>{ogc}</a>
        </Typography.Paragraph>
        <Typography.Paragraph>{t('openData:page.sta')}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: sta }}>
          <a href={sta}>{sta}</a>
        </Typography.Paragraph>
      </Card>
      <Card title={t('openData:page.layersTitle')}>
        {collections.isError ? (
          <Alert type="error" showIcon message={t('openData:page.loadFailed')} />
        ) : collections.isPending ? (
          <Skeleton active />
        ) : (
          <Table<Collection>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={collections.data.collections}
            columns={[
              { title: t('openData:page.column.layer'), dataIndex: 'title', key: 'title' },
              {
                title: t('openData:page.column.description'),
                dataIndex: 'description',
                key: 'description',
              },
              {
                title: t('openData:page.column.download'),
                key: 'download',
                render: (_: unknown, c: Collection) => {
                  const href = items(c);
                  return href ? (
                    <a href={`${href}?limit=1000`}>{t('openData:page.geojson')}</a>
                  ) : null;
                },
              },
            ]}
          />
        )}
      </Card>
      <Card title={t('openData:page.howTitle')}>
        <Typography.Paragraph>{t('openData:page.qgis')}</Typography.Paragraph>
        <Typography.Paragraph>{t('openData:page.gdal')}</Typography.Paragraph>
        <Code>{`ogrinfo OAPIF:${ogc}\nogr2ogr -f GPKG stations.gpkg OAPIF:${ogc} air-quality-stations`}</Code>
        <Typography.Paragraph>{t('openData:page.python')}</Typography.Paragraph>
        <Code>{`from owslib.ogcapi.features import Features\nservice = Features('${ogc}')\nservice.collection_items('river-water-quality-stations', limit=100)`}</Code>
        <Code>{`import pandas\nvalues = pandas.read_csv('${files}/network-CAQM-${year}.csv.gz')`}</Code>
        <Typography.Paragraph>{t('openData:page.browser')}</Typography.Paragraph>
        <Code>{`${ogc}/collections/air-quality-stations/items?limit=10\n${sta}/Things?$filter=st_within(Locations/location,geography'POLYGON((100.5 2.5,102 2.5,102 3.9,100.5 3.9,100.5 2.5))')\n${sta}/Datastreams?$expand=Observations($top=24;$orderby=phenomenonTime desc)&$filter=startswith(@iot.id,'CA')\ncurl -O ${files}/network-CAQM-${year}.csv.gz`}</Code>
      </Card>
      <OpenDataDownloads />
      <OpenDataLicence attribution={attribution} />
    </Space>
  );
}
