import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';

/**
 * The app's icons: Lucide's drawings, served as one SVG sprite (web/build/icon-sprite.ts makes it from
 * the names below) and drawn with `<use href>`, so a page that shows an icon a hundred times carries a
 * short reference each time instead of the icon's paths. Add an icon here, with Lucide's name for it
 * (lucide.dev/icons), and the sprite has it at the next build.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

function sprite(name: string): IconComponent {
  const href = `${spriteUrl}#${name}`;
  // The stroke's colour and width come with the drawing (the sprite's <symbol>); fill stays here, where
  // a class (fill-current) can change it.
  function Icon(props: IconProps) {
    return (
      <svg width="24" height="24" fill="none" {...props}>
        <use href={href} />
      </svg>
    );
  }
  return Icon;
}

export const ArrowDown = sprite('arrow-down');
export const ArrowDownWideNarrow = sprite('arrow-down-wide-narrow');
export const ArrowLeft = sprite('arrow-left');
export const ArrowRight = sprite('arrow-right');
export const ArrowRightLeft = sprite('arrow-right-left');
export const ArrowUp = sprite('arrow-up');
export const BookMarked = sprite('book-bookmark');
export const BookOpen = sprite('book-open');
export const BookmarkCheck = sprite('bookmark-check');
export const BookmarkPlus = sprite('bookmark-plus');
export const BookmarkX = sprite('bookmark-x');
export const Brain = sprite('brain');
export const Briefcase = sprite('briefcase');
export const CalendarDays = sprite('calendar-days');
export const CalendarSync = sprite('calendar-sync');
export const Check = sprite('check');
export const CheckCheck = sprite('check-check');
export const ChevronDown = sprite('chevron-down');
export const CircleAlert = sprite('circle-exclamation-point');
export const CircleCheck = sprite('circle-check');
export const CircleQuestionMark = sprite('circle-question-mark');
export const Clapperboard = sprite('clapperboard');
export const ClipboardPaste = sprite('clipboard-paste');
export const Copy = sprite('copy');
export const Cpu = sprite('cpu');
export const Ellipsis = sprite('ellipsis');
export const EllipsisVertical = sprite('ellipsis-vertical');
export const ExternalLink = sprite('external-link');
export const Eye = sprite('eye');
export const EyeOff = sprite('eye-off');
export const Filter = sprite('funnel');
export const Flag = sprite('flag');
export const Gift = sprite('gift');
export const Globe = sprite('globe');
export const GraduationCap = sprite('graduation-cap');
export const GripVertical = sprite('grip-vertical');
export const HandCoins = sprite('hand-coins');
export const HandHeart = sprite('hand-heart');
export const Heart = sprite('heart');
export const HeartPulse = sprite('heart-pulse');
export const History = sprite('rotate-ccw-clock');
export const House = sprite('house');
export const KeyRound = sprite('key-round');
export const Landmark = sprite('landmark');
export const Languages = sprite('languages');
export const LayoutList = sprite('layout-list');
export const Lightbulb = sprite('lightbulb');
export const LogIn = sprite('log-in');
export const LogOut = sprite('log-out');
export const Mail = sprite('mail');
export const MapPin = sprite('map-pin');
export const Menu = sprite('menu');
export const MonitorX = sprite('monitor-x');
export const Moon = sprite('moon');
export const PawPrint = sprite('paw-print');
export const Phone = sprite('phone');
export const Plane = sprite('plane');
export const Play = sprite('play');
export const PlaySquare = sprite('square-play');
export const Plus = sprite('plus');
export const RefreshCw = sprite('refresh-cw');
export const RotateCcw = sprite('rotate-ccw');
export const RotateCw = sprite('rotate-cw');
export const Search = sprite('search');
export const Send = sprite('send');
export const Settings = sprite('settings');
export const Share2 = sprite('share-2');
export const ShieldCheck = sprite('shield-check');
export const Sparkles = sprite('sparkles');
export const Sun = sprite('sun');
export const Trash = sprite('trash');
export const TriangleAlert = sprite('triangle-exclamation-point');
export const User = sprite('user');
export const UserPlus = sprite('user-plus');
export const UserX = sprite('user-x');
export const Users = sprite('users');
export const X = sprite('x');
