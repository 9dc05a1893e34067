import {
  BookOpen,
  Brain,
  Briefcase,
  Cpu,
  Ellipsis,
  HandHeart,
  HeartPulse,
  Landmark,
  Languages,
  PawPrint,
  Plane,
  Sparkles,
  type IconComponent,
} from '@/components/ui/icons';

const ICONS: Record<string, IconComponent> = {
  mindset: Brain,
  health: HeartPulse,
  technology: Cpu,
  travel: Plane,
  languages: Languages,
  animals: PawPrint,
  more: Ellipsis,
  quran: BookOpen,
  business: Briefcase,
  poverty: HandHeart,
  politics: Landmark,
};

/** The icon of a menu or of a "More" item; subcategories wear their category's icon. */
export function CategoryIcon({ slug, className = 'size-4' }: { slug: string; className?: string }) {
  const Icon = ICONS[slug] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
