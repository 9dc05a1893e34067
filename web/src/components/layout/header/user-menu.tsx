import {
  CircleQuestionMark,
  Clapperboard,
  Gift,
  GraduationCap,
  HandCoins,
  HandHeart,
  LogIn,
  LogOut,
  Mail,
  Settings,
  ShieldCheck,
  Sparkles,
  Trash,
  User,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';

import { PopoverMenu, popoverItemClasses } from '@/components/ui/popover-menu';
import { useHydrationMark } from '@/lib/hydration-mark';
import { signOut, useSession } from '@/lib/session';

type MenuLink = { label: string; to: string; icon: LucideIcon; tone?: 'destructive' };

function LinkItem({ label, to, icon: Icon, tone }: MenuLink) {
  return (
    <li>
      <Link to={to} className={`${popoverItemClasses} ${tone === 'destructive' ? 'text-destructive' : ''}`}>
        <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" />
        {label}
      </Link>
    </li>
  );
}

// Spec §2 lists the items in this order.
const SIGNED_OUT: MenuLink[] = [
  { label: 'Login', to: '/login', icon: LogIn },
  { label: 'Register', to: '/registration', icon: UserPlus },
  { label: 'Contacts Us', to: '/contacts_us', icon: Mail },
  { label: 'Inside FocusTube', to: '/what_inside_focustube', icon: Sparkles },
  { label: 'Video Guidelines', to: '/vidoeguideline', icon: Clapperboard },
  { label: 'FAQs', to: '/faqs', icon: CircleQuestionMark },
  { label: 'Donate', to: '/donate', icon: HandCoins },
];
const SIGNED_IN_BEFORE_LOGOUT: MenuLink[] = [{ label: 'Account Settings', to: '/settings', icon: Settings }];
const SIGNED_IN_AFTER_LOGOUT: MenuLink[] = [
  { label: 'My Learning', to: '/my-learning', icon: GraduationCap },
  { label: 'Contact Us', to: '/contacts_us', icon: Mail },
  { label: 'Contribute', to: '/contribute', icon: HandHeart },
  { label: 'Gift & Reward', to: '/gifts', icon: Gift },
  { label: 'FAQs', to: '/faqs', icon: CircleQuestionMark },
  { label: 'Donate', to: '/donate', icon: HandCoins },
];
const MODERATION: MenuLink = { label: 'Moderation', to: '/admin', icon: ShieldCheck };
const DELETE_ACCOUNT: MenuLink = { label: 'Delete Account', to: '/account-settings', icon: Trash, tone: 'destructive' };

const Separator = () => <li aria-hidden="true" className="my-1 h-px bg-border" />;

/** The account menu: an avatar with the user's initial when signed in, a generic icon otherwise. */
export function UserMenu() {
  useHydrationMark('user-menu');
  const session = useSession();
  const navigate = useNavigate();
  const user = session.user;
  const canModerate = user?.role === 'moderator' || user?.role === 'admin';

  return (
    <PopoverMenu
      id="user-menu"
      label={user ? `Account menu for ${user.username}` : 'My Profile menu'}
      align="end"
      buttonClassName="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground [&:has(+:popover-open)]:bg-muted"
      panelClassName="min-w-56 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
      button={
        user ? (
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold uppercase text-primary-foreground"
          >
            {user.username.charAt(0)}
          </span>
        ) : (
          <User aria-hidden="true" className="size-5" />
        )
      }
    >
      {user ? (
        <ul>
          <LinkItem label={`${user.username}@Tube`} to="/myprofile" icon={User} />
          {canModerate && <LinkItem {...MODERATION} />}
          <Separator />
          {SIGNED_IN_BEFORE_LOGOUT.map((item) => (
            <LinkItem key={item.label} {...item} />
          ))}
          <li>
            <button
              type="button"
              className={`${popoverItemClasses} w-full cursor-pointer`}
              onClick={() => {
                void signOut().then(() => navigate('/login'));
              }}
            >
              <LogOut aria-hidden="true" className="size-4 shrink-0 opacity-80" />
              Logout
            </button>
          </li>
          <Separator />
          {SIGNED_IN_AFTER_LOGOUT.map((item) => (
            <LinkItem key={item.label} {...item} />
          ))}
          <Separator />
          <LinkItem {...DELETE_ACCOUNT} />
        </ul>
      ) : (
        <>
          <p className="px-3 py-2 text-sm font-semibold">My Profile</p>
          <ul>
            <Separator />
            {SIGNED_OUT.map((item) => (
              <LinkItem key={item.label} {...item} />
            ))}
          </ul>
        </>
      )}
    </PopoverMenu>
  );
}
