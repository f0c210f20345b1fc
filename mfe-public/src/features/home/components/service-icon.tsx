/** Line icons for the service cards; decorative (the card's heading names the service). */
const icons = {
  official: 'M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6',
  sworn: 'M12 3l7 4v5c0 4.5-3 8-7 9-4-1-7-4.5-7-9V7z M9 12l2 2 4-4',
  notary: 'M5 21h14 M7 17h10 M9 17V9 M15 17V9 M4 9h16 M12 3l8 6H4z',
  apostille:
    'M12 3a9 9 0 100 18 9 9 0 000-18z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  revision: 'M4 12a8 8 0 0113.7-5.6L20 8 M20 3v5h-5 M20 12a8 8 0 01-13.7 5.6L4 16 M4 21v-5h5',
  notifications: 'M6 16V11a6 6 0 1112 0v5l2 2H4z M10 20a2 2 0 004 0',
} as const;

export type ServiceIconName = keyof typeof icons;

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={icons[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
