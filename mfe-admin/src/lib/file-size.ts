// A file's size as staff read it: bytes under 1 KB, then KB, then MB with one decimal (binary
// units, as the API's limit "20 MB" is 20 × 1024 × 1024 bytes).
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
