import type { AlertRow } from '@eqmp/domain';

/** An open exceedance alert nobody has acted on yet, of the station and value given. */
export const openAlert = (
  alert: Omit<
    AlertRow,
    | 'kind'
    | 'stateId'
    | 'averaging'
    | 'status'
    | 'unit'
    | 'detail'
    | 'openedAt'
    | 'conditionEndedAt'
    | 'acknowledgedAt'
    | 'acknowledgedBy'
    | 'assigneeId'
    | 'assigneeName'
    | 'closedAt'
    | 'closedBy'
    | 'closeReason'
  >,
): AlertRow => ({
  kind: 'exceedance',
  stateId: 1,
  averaging: null,
  status: 'open',
  unit: 'mg/L',
  detail: {},
  openedAt: '2026-01-15T00:00:00Z',
  conditionEndedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  assigneeId: null,
  assigneeName: null,
  closedAt: null,
  closedBy: null,
  closeReason: null,
  ...alert,
});
