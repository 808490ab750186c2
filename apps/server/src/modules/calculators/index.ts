/** Index calculators and the standards (breakpoints, limits, index definitions) as versioned data. */
export { calculatorsModule } from './calculators.module.js';
export {
  apiTablesForParameters,
  loadIndexStandards,
  marineIndexOf,
  riverIndexOf,
  sampleApiOf,
  type IndexStandards,
  type ValuesByCode,
} from './index-standards.js';
export { apiTablesInForce } from './standards-in-force.js';
export { seedStandards } from './standards-seed.js';
export { createStandardsRepository } from './standards.repository.js';
export { marineSetsInForce, wqiInForce } from './standards-in-force.js';
export { tarballVersions } from './tarball-classes.js';
