/**
 * Sample custody (QUALITY.md "Manual samples"): the path a manual sample takes from the plan to a
 * published value, and its side exits. A sample is in exactly one state; every move is recorded
 * with who and when (`sample_event`).
 *
 * Main path: planned → collected → in transit → received (at the lab) → in analysis → lab
 * verified → reviewed (level 2) → approved (level 3) → published.
 * Side exits: not collected (a missed visit, null reason `AF`), rejected (the lab refuses the
 * sample: broken container, holding time exceeded…), invalidated (a reviewer voids the sample).
 */
export const SAMPLE_STATES = [
  'planned',
  'collected',
  'in_transit',
  'received',
  'in_analysis',
  'lab_verified',
  'reviewed',
  'approved',
  'published',
  'not_collected',
  'rejected',
  'invalidated',
] as const;
export type SampleState = (typeof SAMPLE_STATES)[number];

/** The states of the main path, in order (progress tables show them in this order). */
export const MAIN_PATH: readonly SampleState[] = SAMPLE_STATES.slice(0, 9);

/** The side exits. */
export const SIDE_EXITS: readonly SampleState[] = ['not_collected', 'rejected', 'invalidated'];

/**
 * Every allowed move. Besides the main path: the lab may reject a sample it holds; a reviewer may
 * send lab-verified results back to the lab, invalidate a sample not yet approved, and reopening
 * an approved month takes its samples back to reviewed. Nothing else moves.
 */
export const CUSTODY_MOVES: Readonly<Record<SampleState, readonly SampleState[]>> = {
  planned: ['collected', 'not_collected'],
  collected: ['in_transit'],
  in_transit: ['received', 'rejected'],
  received: ['in_analysis', 'rejected'],
  in_analysis: ['lab_verified', 'rejected'],
  lab_verified: ['reviewed', 'in_analysis', 'invalidated'],
  reviewed: ['approved', 'invalidated'],
  approved: ['published', 'reviewed'],
  published: ['reviewed'],
  not_collected: [],
  rejected: [],
  invalidated: [],
};

/** Whether a sample may move from one state to another. */
export function canMove(from: SampleState, to: SampleState): boolean {
  return CUSTODY_MOVES[from].includes(to);
}

/**
 * Who makes a move: the field and lab team (`Data Entry <MODULE>`) up to lab verified; the QA/QC
 * officer (`Update Flag <MODULE>`) from there on (returning results to the lab, review, approval,
 * publication, invalidation, reopening). Review, approval and reopening are range decisions of the
 * QA/QC engine, made on the data validation page, never by a direct move.
 */
export type CustodyActor = 'entry' | 'qaqc';

export function actorOfMove(from: SampleState, to: SampleState): CustodyActor | null {
  if (!canMove(from, to)) return null;
  const entryStates: readonly SampleState[] = [
    'planned',
    'collected',
    'in_transit',
    'received',
    'in_analysis',
  ];
  return entryStates.includes(from) ? 'entry' : 'qaqc';
}

/** Moves a person makes one sample at a time (the others are made for a whole month by the engine). */
export const DIRECT_MOVES: readonly (readonly [SampleState, SampleState])[] = [
  ['collected', 'in_transit'],
  ['in_transit', 'received'],
  ['in_transit', 'rejected'],
  ['received', 'in_analysis'],
  ['received', 'rejected'],
  ['in_analysis', 'rejected'],
  ['lab_verified', 'in_analysis'],
  ['lab_verified', 'invalidated'],
  ['reviewed', 'invalidated'],
];

/** Whether a move is one a person makes on a single sample (the tracking page's buttons). */
export function isDirectMove(from: SampleState, to: SampleState): boolean {
  return DIRECT_MOVES.some(([a, b]) => a === from && b === to);
}

/** States whose samples have results in `reading` (written when the lab verifies them). */
export const RELEASED_STATES: readonly SampleState[] = [
  'lab_verified',
  'reviewed',
  'approved',
  'published',
  'invalidated',
];

/** States in which a sample still waits for the field team or the lab (a month cannot be reviewed yet). */
export const OPEN_STATES: readonly SampleState[] = [
  'planned',
  'collected',
  'in_transit',
  'received',
  'in_analysis',
];

/** States in which lab results may be entered or imported. */
export const RESULT_ENTRY_STATES: readonly SampleState[] = [
  'in_transit',
  'received',
  'in_analysis',
];

/**
 * The moves that bring a sample from `from` to `to` along the main path, each allowed in turn
 * (e.g. a lab import brings an in-transit sample through received to in analysis). Empty when
 * `from` is `to`; null when the main path does not lead there.
 */
export function pathTo(from: SampleState, to: SampleState): SampleState[] | null {
  const i = MAIN_PATH.indexOf(from);
  const j = MAIN_PATH.indexOf(to);
  if (i < 0 || j < 0 || j < i) return null;
  return MAIN_PATH.slice(i + 1, j + 1);
}
