import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { SearchSelect } from '../../../components/SearchSelect';
import { usePreferences } from '../../../lib/preferences';
import { refParametersQuery, refStationsQuery } from '../api/inventory-api';
import { parameterName } from '../utils/format';

type PickerProps = Omit<SelectProps<string>, 'options' | 'loading'> & { activeOnly?: boolean };

/** A searchable choice of station (`ID – name`). */
export function StationPicker({ activeOnly = false, ...props }: PickerProps) {
  const stations = useQuery(refStationsQuery);
  const options = (stations.data ?? [])
    .filter((s) => !activeOnly || s.isActive)
    .map((s) => ({ value: s.id, label: `${s.id} – ${s.name}` }));
  return <SearchSelect loading={stations.isPending} options={options} {...props} />;
}

/** A searchable choice of parameter (`CODE – name (unit)`), in the user's language. */
export function ParameterPicker({ activeOnly = false, ...props }: PickerProps) {
  const { language } = usePreferences();
  const parameters = useQuery(refParametersQuery);
  const options = (parameters.data ?? [])
    .filter((p) => !activeOnly || p.isActive)
    .map((p) => ({
      value: p.code,
      label: `${p.code} – ${parameterName(p, language)} (${p.unit})`,
    }));
  return <SearchSelect loading={parameters.isPending} options={options} {...props} />;
}
