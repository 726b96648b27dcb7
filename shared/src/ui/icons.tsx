import type { ReactNode } from 'react';

export type IconProps = {
  /** Spoken name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  size?: number;
  className?: string;
};

// SVG, not emoji or symbol characters: those render as empty boxes where no emoji font is installed.
function svgIcon(paths: ReactNode, { title, size = 20, className }: IconProps, filled = false) {
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      {...label}
    >
      {title && <title>{title}</title>}
      {paths}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => svgIcon(<path d="M4 6h16M4 12h16M4 18h16" />, props);
export const CloseIcon = (props: IconProps) => svgIcon(<path d="M6 6l12 12M18 6L6 18" />, props);
export const CheckIcon = (props: IconProps) => svgIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />, props);
export const ArrowUpIcon = (props: IconProps) => svgIcon(<path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />, props);
export const ArrowRightIcon = (props: IconProps) => svgIcon(<path d="M5 12h14M12.5 5.5L19 12l-6.5 6.5" />, props);
export const UserIcon = (props: IconProps) =>
  svgIcon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>,
    props,
  );
export const WarningIcon = (props: IconProps) =>
  svgIcon(
    <>
      <path d="M12 3.5L2.5 20h19L12 3.5z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </>,
    props,
  );
export const MedalIcon = (props: IconProps) =>
  svgIcon(
    <>
      <path d="M8 2.5l3 6M16 2.5l-3 6" />
      <circle cx="12" cy="15" r="6" />
      <path d="M12 12.2l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 14.3l2-.3z" />
    </>,
    props,
  );
export const StarIcon = (props: IconProps) => svgIcon(<path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />, props, true);
export const MegaphoneIcon = (props: IconProps) => svgIcon(<path d="M4 10v4h3l6 4V6L7 10H4zM16.5 9a4 4 0 010 6" />, props);
export const ChevronDownIcon = (props: IconProps) => svgIcon(<path d="M6 9l6 6 6-6" />, props);
export const ChevronLeftIcon = (props: IconProps) => svgIcon(<path d="M15 6l-6 6 6 6" />, props);
export const ChevronRightIcon = (props: IconProps) => svgIcon(<path d="M9 6l6 6-6 6" />, props);
export const PlusIcon = (props: IconProps) => svgIcon(<path d="M12 5v14M5 12h14" />, props);
export const MinusIcon = (props: IconProps) => svgIcon(<path d="M5 12h14" />, props);
export const PlayIcon = (props: IconProps) => svgIcon(<path d="M7 4.5v15L19.5 12z" />, props, true);
export const SearchIcon = (props: IconProps) =>
  svgIcon(
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20.5 20.5" />
    </>,
    props,
  );
export const QuestionIcon = (props: IconProps) =>
  svgIcon(
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.2 9.3a2.9 2.9 0 015.6 1c0 1.9-2.8 2.5-2.8 4.2M12 17.6v.01" />
    </>,
    props,
  );
