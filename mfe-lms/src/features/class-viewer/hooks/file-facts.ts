// What a student reads about a class resource (decision 131): its type in words and its size.
// The types are the ones the API accepts (RESOURCE_TYPES_TEXT); an unknown one shows as sent.
const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/webp': 'WebP image',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint presentation',
  'text/csv': 'CSV',
  'text/plain': 'Plain text',
};

export function fileTypeLabel(contentType: string): string {
  return TYPE_LABELS[contentType.split(';')[0]!.trim().toLowerCase()] ?? contentType;
}

/** 1 KB = 1024 bytes, one decimal from KB up: "812 B", "14.2 KB", "3.5 MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
