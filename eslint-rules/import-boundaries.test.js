import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './import-boundaries.js';

const at = (path) => resolve(import.meta.dirname, '..', path);

describe('import boundaries', () => {
  it('forbids one web feature importing another, but not itself or shared code', () => {
    expect(
      boundaryViolation(
        at('apps/web/src/features/auth/pages/A.tsx'),
        at('apps/web/src/features/admin/api/x.ts'),
      ),
    ).toMatch(/Features do not import/);
    expect(
      boundaryViolation(
        at('apps/web/src/features/auth/pages/A.tsx'),
        at('apps/web/src/features/auth/api/x.ts'),
      ),
    ).toBeNull();
    expect(
      boundaryViolation(
        at('apps/web/src/features/auth/pages/A.tsx'),
        at('apps/web/src/lib/session.tsx'),
      ),
    ).toBeNull();
  });

  it('keeps the web app and the server apart, and packages below the apps', () => {
    expect(boundaryViolation(at('apps/web/src/x.ts'), at('apps/server/src/app.ts'))).toMatch(
      /web app never imports the server/,
    );
    expect(boundaryViolation(at('apps/server/src/x.ts'), at('apps/web/src/main.tsx'))).toMatch(
      /server never imports the web/,
    );
    expect(boundaryViolation(at('packages/domain/src/x.ts'), at('apps/server/src/app.ts'))).toMatch(
      /Packages never import/,
    );
  });

  it('lets a server module be used from outside only through its public file', () => {
    const mod = (path) => at(`apps/server/src/modules/${path}`);
    expect(
      boundaryViolation(mod('reports/build-daily.ts'), mod('maps/index-standards.js')),
    ).toMatch(/maps module through its public file/);
    expect(boundaryViolation(at('apps/server/src/app.ts'), mod('kpi/kpi.routes.js'))).toMatch(
      /kpi module through its public file/,
    );
    expect(boundaryViolation(mod('reports/build-daily.ts'), mod('maps/index.js'))).toBeNull();
    expect(boundaryViolation(at('apps/server/src/app.ts'), mod('maps/maps.module.js'))).toBeNull();
    expect(
      boundaryViolation(mod('reports/build-daily.ts'), mod('reports/report-table.js')),
    ).toBeNull();
    expect(
      boundaryViolation(mod('reports/reports.routes.test.ts'), mod('maps/map-test-fixtures.js')),
    ).toBeNull();
  });

  it('keeps the seed out of the product modules (their tests may use it)', () => {
    const src = (path) => at(`apps/server/src/${path}`);
    expect(
      boundaryViolation(src('modules/sampling/samples.service.ts'), src('seed/demo-shapes.js')),
    ).toMatch(/Product modules never import the seed/);
    expect(boundaryViolation(src('modules/soj/index.ts'), src('seed/demo-soj.js'))).toMatch(
      /Product modules never import the seed/,
    );
    expect(
      boundaryViolation(src('modules/qaqc/qaqc.routes.test.ts'), src('seed/index.js')),
    ).toBeNull();
    expect(boundaryViolation(src('seed/demo-soj.ts'), src('modules/soj/index.js'))).toBeNull();
  });
});
