/** The logo mark (the same drawing as favicon.svg): a burgundy tile, an ivory T, a gold seal. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#7a1f2b" />
      <path d="M18 20h28v6H35v22h-6V26H18z" fill="#f7efdf" />
      <circle cx="46" cy="46" r="5" fill="#b8893b" />
    </svg>
  );
}
