/**
 * The page's side gutters and the card's padding on a phone (header, login card, PageShell's card), in
 * px: they stay as they are when the text is set larger (a phone's 200 %), so the room goes to the
 * text and the fields, not to margins grown with it. 12 and 20 px are the rem tokens' 3 and 5 at 100 %.
 */
export const PAGE_GUTTER = { base: '12px', md: '6' } as const
export const CARD_PADDING = { base: '20px', md: '8' } as const
