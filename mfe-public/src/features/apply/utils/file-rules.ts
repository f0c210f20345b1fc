/** Spec 5: what the browser accepts, by extension; the server checks the bytes again. */
export const cvExtensions = ['.pdf', '.doc', '.docx'] as const;
export const certificateExtensions = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

export const acceptList = (extensions: readonly string[]) => extensions.join(',');

export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const lower = fileName.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext));
}
