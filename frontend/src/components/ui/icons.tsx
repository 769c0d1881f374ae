import { type ReactNode, type SVGProps, useId } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Small stroke icons drawn here, so no icon library lands in the bundle. Decorative by default. */
const StrokeIcon = ({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    width="1.25em"
    height="1.25em"
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

export const BookIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
    <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z" />
  </StrokeIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </StrokeIcon>
);

export const CartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </StrokeIcon>
);

export const UserIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </StrokeIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </StrokeIcon>
);

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 12h18M3 6h18M3 18h18" />
  </StrokeIcon>
);

export const LogOutIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </StrokeIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 9l6 6 6-6" />
  </StrokeIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M15 18l-6-6 6-6" />
  </StrokeIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M9 18l6-6-6-6" />
  </StrokeIcon>
);

export const PlusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </StrokeIcon>
);

export const PencilIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </StrokeIcon>
);

export const TrashIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </StrokeIcon>
);

export const CalendarPlusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M12 14v5M9.5 16.5h5" />
  </StrokeIcon>
);

export const GripIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </StrokeIcon>
);

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </StrokeIcon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </StrokeIcon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </StrokeIcon>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3" />
  </StrokeIcon>
);

const starPath = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

/** A star; `filled` is the share of it that is filled, 0 to 1 (for averages such as 3.5). */
export const StarIcon = ({ filled = 1, ...props }: IconProps & { filled?: number }) => {
  const clipId = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      strokeLinejoin="round"
      {...props}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * Math.min(1, Math.max(0, filled))} height="24" />
        </clipPath>
      </defs>
      <path d={starPath} fill="none" stroke="currentColor" strokeWidth={1.5} />
      <path d={starPath} fill="currentColor" clipPath={`url(#${clipId})`} />
    </svg>
  );
};

export const EyeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </StrokeIcon>
);

export const UsersIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </StrokeIcon>
);

export const ListIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </StrokeIcon>
);
