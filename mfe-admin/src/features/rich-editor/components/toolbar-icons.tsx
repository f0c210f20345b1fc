import type { ReactNode } from 'react';

/** Line icons drawn with currentColor; the buttons carry the accessible names, so these are hidden. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const lines = (rows: [number, number][]) =>
  rows.map(([x1, x2], i) => <line key={i} x1={x1} x2={x2} y1={5 + i * 4.7} y2={5 + i * 4.7} />);

export const toolbarIcons = {
  alignLeft: (
    <Icon>
      {lines([
        [3, 21],
        [3, 15],
        [3, 21],
        [3, 13],
      ])}
    </Icon>
  ),
  alignCenter: (
    <Icon>
      {lines([
        [3, 21],
        [6, 18],
        [3, 21],
        [7, 17],
      ])}
    </Icon>
  ),
  alignRight: (
    <Icon>
      {lines([
        [3, 21],
        [9, 21],
        [3, 21],
        [11, 21],
      ])}
    </Icon>
  ),
  alignJustify: (
    <Icon>
      {lines([
        [3, 21],
        [3, 21],
        [3, 21],
        [3, 21],
      ])}
    </Icon>
  ),
  bulletList: (
    <Icon>
      <circle cx="4" cy="6" r="1" />
      <circle cx="4" cy="12" r="1" />
      <circle cx="4" cy="18" r="1" />
      <path d="M9 6h12M9 12h12M9 18h12" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M10 6h11M10 12h11M10 18h11M4 4v4M3 14h3l-3 4h3" />
    </Icon>
  ),
  taskList: (
    <Icon>
      <rect x="3" y="4" width="6" height="6" rx="1" />
      <path d="m4.5 7 1.2 1.2L8 5.8M3 15h6v6H3zM13 7h8M13 18h8" />
    </Icon>
  ),
  blockquote: (
    <Icon>
      <path d="M7 7H4v5h3v-5zm0 5c0 3-1 4-3 5M17 7h-3v5h3v-5zm0 5c0 3-1 4-3 5" />
    </Icon>
  ),
  codeBlock: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m9 10-2 2 2 2M15 10l2 2-2 2" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 17-5-5-9 8" />
    </Icon>
  ),
  horizontalRule: (
    <Icon>
      <path d="M3 12h18" />
    </Icon>
  ),
  resetColors: (
    <Icon>
      <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11zM4 4l16 16" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
    </Icon>
  ),
} satisfies Record<string, ReactNode>;
