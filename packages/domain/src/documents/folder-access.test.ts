import { describe, expect, it } from 'vitest';
import { folderAccess, type FolderPermissions } from './folder-access.js';

const folders = new Map<number, FolderPermissions>(
  [
    { id: 1, parentId: null, readRoles: [], writeRoles: [] },
    { id: 2, parentId: 1, readRoles: ['Report CAQM'], writeRoles: ['Upload EQMP Report CAQM'] },
    { id: 3, parentId: 2, readRoles: [], writeRoles: [] },
    { id: 4, parentId: null, readRoles: [], writeRoles: ['System Admin'] },
  ].map((f) => [f.id, f]),
);

describe('folderAccess', () => {
  const W = 'Update Document Repository';
  it.each([
    ['open folder, plain repository user (reads only)', 1, ['Document Repository'], true, false],
    ['open folder, repository writer', 1, ['Document Repository', W], true, true],
    ['open folder, the write role alone', 1, [W], true, true],
    ['restricted folder without its roles', 2, ['Document Repository', W], false, false],
    [
      'restricted folder with its read role only',
      2,
      ['Document Repository', W, 'Report CAQM'],
      true,
      false,
    ],
    [
      'restricted folder with its write role (implies read)',
      2,
      ['Document Repository', W, 'Upload EQMP Report CAQM'],
      true,
      true,
    ],
    [
      'restricted folder with its write role but not the repository’s: reads only',
      2,
      ['Document Repository', 'Upload EQMP Report CAQM'],
      true,
      false,
    ],
    [
      'open child of a restricted folder, without the parent role',
      3,
      ['Document Repository', W],
      false,
      false,
    ],
    [
      'open child of a restricted folder, with the parent read role',
      3,
      ['Document Repository', W, 'Report CAQM'],
      true,
      true,
    ],
    ['read-only for everyone but admins', 4, ['Document Repository', W], true, false],
    ['System Admin reaches every folder', 2, ['System Admin'], true, true],
    ['unknown folder', 99, ['System Admin'], false, false],
  ] as const)('%s', (_name, id, ticked, canRead, canWrite) => {
    expect(folderAccess(id, folders, ticked)).toEqual({ canRead, canWrite });
  });
});
