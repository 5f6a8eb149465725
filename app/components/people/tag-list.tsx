// Skills or interests as chips (nothing when the list is empty).
export function TagList({ label, tags, max }: { label: string; tags: string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = max ? tags.slice(0, max) : tags;
  return (
    <div>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {shown.map((tag) => (
          <li
            key={tag}
            dir="auto"
            className="max-w-full break-words rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700"
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
