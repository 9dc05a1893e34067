/** A My Learning section title with how many videos it holds. */
export function SectionHeading({ id, title, count }: { id: string; title: string; count?: number }) {
  return (
    <div className="flex items-center gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {count !== undefined && (
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold tabular-nums text-muted-foreground">
          {count}
        </span>
      )}
    </div>
  );
}
