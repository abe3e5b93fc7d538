import type { ReactNode, SVGProps } from 'react';

// Tiny bundled icons (no icon font, no CDN). Decorative: hidden from assistive technology.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The frame of every bundled icon: a 24×24 stroked outline in the text colour, 1em unless sized. */
export function IconSvg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CalendarIcon = (p: IconProps) => (
  <IconSvg data-icon="calendar" {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </IconSvg>
);

export const ClockIcon = (p: IconProps) => (
  <IconSvg data-icon="clock" {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </IconSvg>
);

export const ArrowRightIcon = (p: IconProps) => (
  <IconSvg data-icon="arrow-right" {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </IconSvg>
);

export const ChevronRightIcon = (p: IconProps) => (
  <IconSvg data-icon="chevron-right" {...p}>
    <path d="M9 6l6 6-6 6" />
  </IconSvg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <IconSvg data-icon="chevron-down" {...p}>
    <path d="M6 9l6 6 6-6" />
  </IconSvg>
);

export const DownloadIcon = (p: IconProps) => (
  <IconSvg data-icon="download" {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </IconSvg>
);

export const CloseIcon = (p: IconProps) => (
  <IconSvg data-icon="close" {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </IconSvg>
);

export const EyeIcon = (p: IconProps) => (
  <IconSvg data-icon="eye" {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </IconSvg>
);

export const EyeOffIcon = (p: IconProps) => (
  <IconSvg data-icon="eye-off" {...p}>
    <path d="M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </IconSvg>
);

export const UploadIcon = (p: IconProps) => (
  <IconSvg data-icon="upload" {...p}>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </IconSvg>
);

export const CopyIcon = (p: IconProps) => (
  <IconSvg data-icon="copy" {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </IconSvg>
);

export const CheckIcon = (p: IconProps) => (
  <IconSvg data-icon="check" {...p}>
    <path d="M5 12l5 5 9-10" />
  </IconSvg>
);

export const LockIcon = (p: IconProps) => (
  <IconSvg data-icon="lock" {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </IconSvg>
);

export const InboxIcon = (p: IconProps) => (
  <IconSvg data-icon="inbox" {...p}>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
  </IconSvg>
);

export const SunIcon = (p: IconProps) => (
  <IconSvg data-icon="sun" {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </IconSvg>
);

export const MoonIcon = (p: IconProps) => (
  <IconSvg data-icon="moon" {...p}>
    <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
  </IconSvg>
);
