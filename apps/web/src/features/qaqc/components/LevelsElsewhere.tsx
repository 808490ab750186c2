import { MODULES, type ModuleCode } from '@eqmp/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Says where a sampled programme's levels are decided: its data validation page (the sampling rules). */
export function LevelsElsewhere({ module }: { module: ModuleCode }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('qaqc:levelsElsewhere')}
      action={
        <Link to={`${MODULES[module].prefix}/report/datavalidation`}>
          {t('qaqc:page.datavalidation')}
        </Link>
      }
    />
  );
}
