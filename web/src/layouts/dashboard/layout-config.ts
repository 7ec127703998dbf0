/** Layout sizes of the dashboard shell (the spec's sidebar widths). */
export const NAV_WIDTH = 280;
export const NAV_MINI_WIDTH = 102;
export const HEADER_HEIGHT = { mobile: 64, desktop: 72 } as const;
/** At and above this breakpoint the sidebar is fixed; below it, a drawer. */
export const NAV_BREAKPOINT = 'lg';
