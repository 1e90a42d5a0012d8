/** The side bar's width, also held by its placeholder while it loads, so nothing moves when it arrives. */
export const SIDE_BAR_WIDTH = 'w-20 shrink-0 lg:w-64';
