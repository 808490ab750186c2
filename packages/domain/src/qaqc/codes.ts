/**
 * Quality vocabularies (QUALITY.md). Validity is the EEA observation validity; QARTOD flags rate
 * each automatic check; null-reason and qualifier codes (US EPA AQS style) are seed data for the
 * `quality_code` table, where a System Admin may add more.
 */
export const VALIDITY = {
  /** Not valid: station maintenance or calibration. */
  MAINTENANCE: -99,
  /** Not valid: other reasons, missing, or an aggregate with too little data. */
  INVALID: -1,
  VALID: 1,
  /** Valid, below detection limit, measured value kept. */
  BELOW_DL_KEPT: 2,
  /** Valid, below detection limit, reported as half the limit. */
  BELOW_DL_HALF: 3,
} as const;
export type Validity = (typeof VALIDITY)[keyof typeof VALIDITY];

/** Validities that may enter an average. */
export const USABLE_VALIDITIES: readonly Validity[] = [
  VALIDITY.VALID,
  VALIDITY.BELOW_DL_KEPT,
  VALIDITY.BELOW_DL_HALF,
];

export const QARTOD = { PASS: 1, NOT_EVALUATED: 2, SUSPECT: 3, FAIL: 4, MISSING: 9 } as const;
export type QartodFlag = (typeof QARTOD)[keyof typeof QARTOD];

export interface QualityCodeSeed {
  readonly code: string;
  readonly kind: 'null_reason' | 'qualifier';
  readonly nameEn: string;
  readonly nameMs: string;
}

const nr = (code: string, nameEn: string, nameMs: string): QualityCodeSeed => ({
  code,
  kind: 'null_reason',
  nameEn,
  nameMs,
});
const q = (code: string, nameEn: string, nameMs: string): QualityCodeSeed => ({
  code,
  kind: 'qualifier',
  nameEn,
  nameMs,
});

export const QUALITY_CODE_SEEDS: readonly QualityCodeSeed[] = [
  nr('AT', 'Calibration', 'Kalibrasi'),
  nr('BD', 'Automatic calibration', 'Kalibrasi automatik'),
  nr('AY', 'Zero or span check', 'Semakan sifar atau julat'),
  nr('AX', 'Precision check', 'Semakan kejituan'),
  nr('BA', 'Maintenance', 'Penyelenggaraan'),
  nr('AN', 'Machine malfunction', 'Kerosakan mesin'),
  nr('AV', 'Power failure', 'Gangguan bekalan elektrik'),
  nr('BK', 'Logger down', 'Pencatat data tidak berfungsi'),
  nr('AO', 'Bad weather', 'Cuaca buruk'),
  nr('AL', 'Voided by operator', 'Dibatalkan oleh pengendali'),
  nr('EC', 'Exceeds critical criteria', 'Melebihi kriteria kritikal'),
  nr('AQ', 'Collection error', 'Ralat pengumpulan'),
  nr('AF', 'Not collected', 'Tidak dikumpul'),
  nr('TX', 'Data not received', 'Data tidak diterima'),
  q('MD', 'Below method detection limit', 'Di bawah had pengesanan kaedah'),
  q('LJ', 'Estimated value', 'Nilai anggaran'),
  q('EH', 'Exceeds upper range', 'Melebihi julat atas'),
  q('QX', 'Fails quality control criteria', 'Gagal kriteria kawalan kualiti'),
  q('NS', 'Nearby source', 'Sumber berdekatan'),
  q('IS', 'Insufficient data for the aggregate', 'Data tidak mencukupi untuk agregat'),
];

/** Logger status flags a station may send with a value (documented in docs/ingestion.md). */
export const LOGGER_FLAGS: Readonly<Record<string, { validity: Validity; nullReason: string }>> = {
  C: { validity: VALIDITY.MAINTENANCE, nullReason: 'AT' },
  A: { validity: VALIDITY.MAINTENANCE, nullReason: 'BD' },
  Z: { validity: VALIDITY.MAINTENANCE, nullReason: 'AY' },
  M: { validity: VALIDITY.MAINTENANCE, nullReason: 'BA' },
  F: { validity: VALIDITY.INVALID, nullReason: 'AN' },
  P: { validity: VALIDITY.INVALID, nullReason: 'AV' },
};
