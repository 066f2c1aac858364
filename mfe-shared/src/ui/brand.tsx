// The provider's name and mark, drawn here (no hot-linked images).
export const BRAND_NAME = 'Vidya ERP Academy';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5cab" />
      <path d="M8 9h4l4 10 4-10h4l-6.5 14h-3z" fill="#fff" />
    </svg>
  );
}
