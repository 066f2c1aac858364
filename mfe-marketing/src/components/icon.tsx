import { ICON_PATHS, type IconName } from './icon-paths';

/** Decorative unless given a label; fixed width and height so nothing shifts as it draws. */
export function Icon({ name, size = 24, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' })}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
