import type { SampleItem, SamplingFieldBody } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordField, samplingKeys } from '../api/sampling-api';

export interface FieldValues {
  date: string;
  time: string;
  team?: string;
  weather: SamplingFieldBody['weather'];
  observations?: string;
  readings: Record<string, string | undefined>;
  dispatch: boolean;
}

/** Saves a visit's field record; once saved, says so, refreshes the sampling data and calls `onSaved`. */
export function useFieldSave(sample: SampleItem, onSaved: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: FieldValues) =>
      recordField(sample.id, {
        date: v.date,
        time: v.time,
        weather: v.weather,
        dispatch: v.dispatch,
        ...(v.team ? { team: v.team } : {}),
        ...(v.observations ? { observations: v.observations } : {}),
        readings: Object.entries(v.readings ?? {})
          .filter(([, value]) => value && value.trim() !== '')
          .map(([parameterCode, value]) => ({ parameterCode, value: value!.trim() })),
      }),
    onSuccess: () => {
      void message.success(t('sampling:field.saved', { code: sample.code }));
      void client.invalidateQueries({ queryKey: samplingKeys.all });
      onSaved();
    },
  });
}
