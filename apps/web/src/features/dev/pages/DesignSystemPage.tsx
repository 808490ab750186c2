import {
  AIR_CATEGORY_COLOURS,
  API_CATEGORIES,
  MARINE_CATEGORIES,
  MARINE_CATEGORY_COLOURS,
  RIVER_CLASS_COLOURS,
  RIVER_CLASSES,
} from '@eqmp/domain';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSwatch } from '../../../components/ClassSwatch';
import { DeleteButton } from '../../../components/DeleteButton';
import { EChart } from '../../../components/EChart';
import { MultiSelectAll } from '../../../components/MultiSelectAll';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { readableTextColour } from '../../../lib/index-colours';
import { usePreferences } from '../../../lib/preferences';
import { THEME_COLOURS } from '../../../lib/theme';

function Swatch({ name, colour }: { name: string; colour: string }) {
  return (
    <div
      style={{
        background: colour,
        color: readableTextColour(colour),
        padding: '8px 12px',
        borderRadius: 6,
        minWidth: 120,
      }}
    >
      <strong>{name}</strong>
      <div>{colour}</div>
    </div>
  );
}

/**
 * The shared components in the portal's current theme. A second theme nested in the same page
 * would share Ant Design's generated component styles with the first and mix their colours, so
 * the page shows one theme at a time and offers the switch beside its title.
 */
function Showcase() {
  const { t } = useTranslation();
  const { show } = useMessageDialog();
  const { theme, setTheme } = usePreferences();
  const [states, setStates] = useState<string[]>(['sel']);
  const other = theme === 'dark' ? 'light' : 'dark';
  return (
    <Card
      title={t(`dev:design.${theme}`)}
      extra={<Button onClick={() => setTheme(other)}>{t(`dev:design.switchTo.${other}`)}</Button>}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap="small">
          <Button type="primary">{t('dev:design.primary')}</Button>
          <Button>{t('dev:design.default')}</Button>
          <Button danger>{t('dev:design.danger')}</Button>
          <DeleteButton question={t('common:dialog.confirm')} onConfirm={() => undefined} />
        </Flex>
        <Flex wrap gap="small">
          {(['success', 'info', 'error'] as const).map((kind) => (
            <Button
              key={kind}
              onClick={() =>
                void show({
                  kind,
                  title: t(`dev:design.dialog.${kind}`),
                  content: t('dev:design.dialog.content'),
                })
              }
            >
              {t(`dev:design.dialog.${kind}`)}
            </Button>
          ))}
        </Flex>
        {(['success', 'info', 'warning', 'error'] as const).map((type) => (
          <Alert key={type} type={type} showIcon title={t(`dev:design.alert.${type}`)} />
        ))}
        <MultiSelectAll
          aria-label={t('dev:design.multiSelect')}
          placeholder={t('dev:design.multiSelect')}
          options={[
            { value: 'sel', label: 'Selangor' },
            { value: 'jhr', label: 'Johor' },
            { value: 'png', label: 'Pulau Pinang' },
          ]}
          value={states}
          onChange={setStates}
          style={{ width: '100%' }}
        />
        <EChart
          height={180}
          option={{
            xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar', 'Apr'] },
            yAxis: { type: 'value' },
            series: [{ type: 'bar', data: [42, 55, 38, 61] }],
          }}
        />
      </Space>
    </Card>
  );
}

/** A swatch of each class of an index, in the class's colour, named by `label`. */
function IndexSwatches<C extends string>({
  classes,
  colours,
  label,
}: {
  classes: readonly C[];
  colours: Readonly<Record<C, string>>;
  label: (c: C) => string;
}) {
  return classes.map((c) => <ClassSwatch key={c} colour={colours[c]} label={label(c)} />);
}

/** /quasar: the portal's design system — theme colours (spec §9), index colours and every shared component, in both themes. */
export function DesignSystemPage() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', padding: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('dev:design.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('dev:design.intro')}</Typography.Paragraph>
      <Typography.Title level={4}>{t('dev:design.themeColours')}</Typography.Title>
      <Flex wrap gap="small">
        {Object.entries(THEME_COLOURS).map(([name, colour]) => (
          <Swatch key={name} name={name} colour={colour} />
        ))}
      </Flex>
      <Typography.Title level={4}>{t('dev:design.indexColours')}</Typography.Title>
      <Flex wrap gap="small">
        <IndexSwatches
          classes={API_CATEGORIES}
          colours={AIR_CATEGORY_COLOURS}
          label={(c) => t(`calculators:air.category.${c}`)}
        />
      </Flex>
      <Flex wrap gap="small">
        <IndexSwatches
          classes={RIVER_CLASSES}
          colours={RIVER_CLASS_COLOURS}
          label={(c) => `${t('dev:design.riverClass')} ${c}`}
        />
        <IndexSwatches
          classes={MARINE_CATEGORIES}
          colours={MARINE_CATEGORY_COLOURS}
          label={(c) => t(`calculators:marine.category.${c}`)}
        />
      </Flex>
      <Showcase />
    </Space>
  );
}
