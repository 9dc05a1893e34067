import {
  CircleQuestionMark,
  Clapperboard,
  Gift,
  GraduationCap,
  HandCoins,
  HandHeart,
  LayoutList,
  LogIn,
  LogOut,
  Mail,
  Settings,
  ShieldCheck,
  Sparkles,
  Trash,
  User,
  UserPlus,
  Users,
  type IconComponent,
} from '@/components/ui/icons';
import { Link, useNavigate } from 'react-router-dom';

import { PopoverMenu, popoverItemClasses } from '@/components/ui/popover-menu';
import { useHydrationMark } from '@/lib/hydration-mark';
import { useT, type MessageId } from '@/lib/i18n';
import { signOut, useSession } from '@/lib/session';

import { LanguageSwitch } from './language-switch';

/** `page`: served by the API, not the app (the queue dashboard): a full page load. */
type MenuLink = { label: MessageId; to: string; icon: IconComponent; tone?: 'destructive'; page?: boolean };

function LinkItem({ label, to, icon: Icon, tone, text, page }: MenuLink & { text?: string }) {
  const t = useT();
  const className = `${popoverItemClasses} ${tone === 'destructive' ? 'text-destructive' : ''}`;
  const content = (
    <>
      <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" />
      {text ?? t(label)}
    </>
  );
  return (
    <li>
      {page ? (
        <a href={to} className={className}>
          {content}
        </a>
      ) : (
        <Link to={to} className={className}>
          {content}
        </Link>
      )}
    </li>
  );
}

// Spec §2 lists the items in this order.
const SIGNED_OUT: MenuLink[] = [
  { label: 'nav.login', to: '/login', icon: LogIn },
  { label: 'nav.register', to: '/registration', icon: UserPlus },
  { label: 'nav.contactsUs', to: '/contacts_us', icon: Mail },
  { label: 'nav.insideFocusTube', to: '/what_inside_focustube', icon: Sparkles },
  { label: 'nav.videoGuidelines', to: '/vidoeguideline', icon: Clapperboard },
  { label: 'nav.faqs', to: '/faqs', icon: CircleQuestionMark },
  { label: 'nav.donate', to: '/donate', icon: HandCoins },
];
const SIGNED_IN_BEFORE_LOGOUT: MenuLink[] = [{ label: 'nav.accountSettings', to: '/settings', icon: Settings }];
const SIGNED_IN_AFTER_LOGOUT: MenuLink[] = [
  { label: 'nav.myLearning', to: '/my-learning', icon: GraduationCap },
  { label: 'nav.contactUs', to: '/contacts_us', icon: Mail },
  { label: 'nav.contribute', to: '/contribute', icon: HandHeart },
  { label: 'nav.gifts', to: '/gifts', icon: Gift },
  { label: 'nav.faqs', to: '/faqs', icon: CircleQuestionMark },
  { label: 'nav.donate', to: '/donate', icon: HandCoins },
];
const MODERATION: MenuLink = { label: 'nav.moderation', to: '/admin', icon: ShieldCheck };
/** An admin's own screens, reachable from anywhere (they were linked from the import tools alone). */
const ADMIN: MenuLink[] = [
  { label: 'users.title', to: '/admin/users', icon: Users },
  { label: 'tools.queueDashboard', to: '/admin/queues', icon: LayoutList, page: true },
];
const DELETE_ACCOUNT: MenuLink = {
  label: 'nav.deleteAccount',
  to: '/account-settings',
  icon: Trash,
  tone: 'destructive',
};

/** The language switch, last in the menu. */
function LanguageItem() {
  const t = useT();
  return (
    <>
      <Separator />
      <li className="flex items-center justify-between gap-2 px-3 text-sm text-muted-foreground">
        {t('userMenu.language')}
        <LanguageSwitch />
      </li>
    </>
  );
}

const Separator = () => <li aria-hidden="true" className="my-1 h-px bg-border" />;

/** The account menu: an avatar with the user's initial when signed in, a generic icon otherwise. */
export function UserMenu() {
  useHydrationMark('user-menu');
  const session = useSession();
  const navigate = useNavigate();
  const t = useT();
  const user = session.user;
  const canModerate = user?.role === 'moderator' || user?.role === 'admin';

  return (
    <PopoverMenu
      id="user-menu"
      label={user ? t('userMenu.labelFor', { username: user.username }) : t('userMenu.label')}
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
          <LinkItem label="userMenu.myProfile" text={`${user.username}@Tube`} to="/myprofile" icon={User} />
          {canModerate && <LinkItem {...MODERATION} />}
          {user.role === 'admin' && ADMIN.map((item) => <LinkItem key={item.label} {...item} />)}
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
              {t('nav.logout')}
            </button>
          </li>
          <Separator />
          {SIGNED_IN_AFTER_LOGOUT.map((item) => (
            <LinkItem key={item.label} {...item} />
          ))}
          <Separator />
          <LinkItem {...DELETE_ACCOUNT} />
          <LanguageItem />
        </ul>
      ) : (
        <>
          <p className="px-3 py-2 text-sm font-semibold">{t('userMenu.myProfile')}</p>
          <ul>
            <Separator />
            {SIGNED_OUT.map((item) => (
              <LinkItem key={item.label} {...item} />
            ))}
            <LanguageItem />
          </ul>
        </>
      )}
    </PopoverMenu>
  );
}
