/** Picture types and size the server accepts (it checks again, by the file's bytes). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_MB = 5;

/** A problem with a chosen picture: a locale key and its values, or null when it may be sent. */
export function pictureProblem(file: {
  name: string;
  type: string;
  size: number;
}): { key: string; values: Record<string, string | number> } | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type))
    return { key: 'inventory:picture.wrongType', values: { name: file.name } };
  if (file.size > PICTURE_MAX_MB * 1024 * 1024)
    return { key: 'inventory:picture.tooLarge', values: { name: file.name, max: PICTURE_MAX_MB } };
  return null;
}
