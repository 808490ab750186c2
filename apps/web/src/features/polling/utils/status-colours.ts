import { type TransmissionStatus } from '@eqmp/domain';

/** Ant Design tag colours per transmission status (the theme adapts them to dark mode). */
export const STATUS_COLOUR: Readonly<Record<TransmissionStatus, string>> = {
  on_time: 'green',
  late: 'gold',
  down: 'red',
  never: 'default',
};

/** Tag colours per validity (EEA): valid green, maintenance purple, invalid red. */
export function validityColour(validity: number): string {
  if (validity === -99) return 'purple';
  if (validity === -1) return 'red';
  return 'green';
}

/** Tag colours per QARTOD flag: pass, not evaluated, suspect, fail, missing. */
export const FLAG_COLOUR: Readonly<Record<number, string>> = {
  1: 'green',
  2: 'default',
  3: 'gold',
  4: 'red',
  9: 'default',
};
