import { Link } from 'react-router-dom';

/** "FocusTube", linking home. */
export function BrandLogo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <path d="M13 10.5v11l9-5.5z" className="fill-primary-foreground" />
      </svg>
      <span>
        Focus<span className="text-primary">Tube</span>
      </span>
    </Link>
  );
}
