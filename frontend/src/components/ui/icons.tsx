import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { type JSX, type SVGProps, useId } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The class that turns an icon pointing a way (out, back, next) round in a right-to-left page:
 * `<LogOutIcon className={rtlMirror} />` (the theme's global CSS does it).
 */
export const rtlMirror = 'rtl-mirror';

/** A decorative stroke icon: one path in a 24-unit box (circles and boxes drawn as arcs and lines). */
const strokeIcon = (d: string) => (props: IconProps) => (
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
    <path d={d} />
  </svg>
);

const strokeIcons = <Name extends string>(paths: Record<Name, string>) =>
  Object.fromEntries(Object.entries<string>(paths).map(([name, d]) => [name, strokeIcon(d)])) as Record<
    Name,
    (props: IconProps) => JSX.Element
  >;

/** Small icons drawn here, each as its path, so no icon library lands in the bundle. */
export const {
  BookIcon,
  CalendarIcon,
  CartIcon,
  UserIcon,
  ShieldIcon,
  MenuIcon,
  LogOutIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PlusIcon,
  PencilIcon,
  TrashIcon,
  CalendarPlusIcon,
  GripIcon,
  SearchIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  ExternalLinkIcon,
  EyeIcon,
  UsersIcon,
  ListIcon,
  DownloadIcon,
  UploadIcon,
  ClockIcon,
  HeartIcon,
  ShuffleIcon,
  JarIcon,
} = strokeIcons({
  BookIcon: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z',
  CalendarIcon:
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-14a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18',
  CartIcon:
    'M8 21a1 1 0 1 0 2 0a1 1 0 1 0-2 0M19 21a1 1 0 1 0 2 0a1 1 0 1 0-2 0M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6',
  UserIcon: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M8 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
  ShieldIcon: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  MenuIcon: 'M3 12h18M3 6h18M3 18h18',
  LogOutIcon: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  ChevronDownIcon: 'M6 9l6 6 6-6',
  ChevronLeftIcon: 'M15 18l-6-6 6-6',
  ChevronRightIcon: 'M9 18l6-6-6-6',
  PlusIcon: 'M12 5v14M5 12h14',
  PencilIcon: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  TrashIcon: 'M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  CalendarPlusIcon:
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-14a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18M12 14v5M9.5 16.5h5',
  GripIcon:
    'M8 6a1 1 0 1 0 2 0a1 1 0 1 0-2 0M14 6a1 1 0 1 0 2 0a1 1 0 1 0-2 0M8 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M14 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M8 18a1 1 0 1 0 2 0a1 1 0 1 0-2 0M14 18a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  SearchIcon: 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0M21 21l-4.3-4.3',
  ArrowDownIcon: 'M12 5v14M19 12l-7 7-7-7',
  ArrowUpIcon: 'M12 19V5M5 12l7-7 7 7',
  ExternalLinkIcon: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3',
  EyeIcon: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  UsersIcon:
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  ListIcon: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  DownloadIcon: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  UploadIcon: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12',
  ClockIcon: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 2',
  HeartIcon:
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  ShuffleIcon: 'M16 3h5v5M4 20L21 3M21 16v5h-5M15 15l6 6M4 4l5 5',
  // A storage jar: lid, shoulder and body.
  JarIcon: 'M8 2h8v3H8zM7 5h10l1 3v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V8zM6 11h12',
});

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

// The icon buttons live beside their icons: one small module on a first load instead of two files.
/** The caller names the button after its item ('Edit Pancakes'): the icon alone says nothing. */
type ItemActionButtonProps = Omit<IconButtonProps, 'children'> & { 'aria-label': string };

/** The small pencil button that edits one item of a list or card. */
export const EditIconButton = (props: ItemActionButtonProps) => (
  <IconButton size="sm" variant="ghost" {...props}>
    <PencilIcon />
  </IconButton>
);

/** The small red bin button that deletes (or removes) one item of a list or card. */
export const DeleteIconButton = (props: ItemActionButtonProps) => (
  <IconButton size="sm" variant="ghost" colorPalette="red" {...props}>
    <TrashIcon />
  </IconButton>
);
