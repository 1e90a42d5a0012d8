import type { ReactNode } from 'react';

/** Line icons drawn in the current text colour; decorative, since every control names itself. */
export function Icon({ children, className = 'h-5 w-5' }: { children: ReactNode; className?: string | undefined }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={`shrink-0 ${className}`}>
      {children}
    </svg>
  );
}

export type IconComponent = (props: { className?: string | undefined }) => ReactNode;

export const ReplyIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);

export const RecastIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
    <path d="m7 22-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </Icon>
);

export function HeartIcon({ className, filled = false }: { className?: string | undefined; filled?: boolean }) {
  return (
    <Icon className={className}>
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}

export function BookmarkIcon({ className, filled = false }: { className?: string | undefined; filled?: boolean }) {
  return (
    <Icon className={className}>
      <path d="M6 4.5A1.5 1.5 0 0 1 7.5 3h9A1.5 1.5 0 0 1 18 4.5V21l-6-4.5L6 21z" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}

export const QuoteIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M4 5h16v11H8l-4 4z" />
    <path d="M9 9h6M9 12h4" />
  </Icon>
);

export const FollowIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20a6 6 0 0 1 12 0" />
    <path d="M19 8v6M16 11h6" />
  </Icon>
);

export const MentionIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 12v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1" />
  </Icon>
);

export const ShareIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);

export const TrashIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
  </Icon>
);

export const BackIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
);
