import { z } from 'zod/mini';

/**
 * Messages between /releases/embed and the page that frames it. The host sends theme_colors;
 * the embed sends release_date (the latest note's date) and open_link (to open /releases).
 */
const cssColor = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i, 'not a plain CSS colour'),
  );

export const themeColorsSchema = z.object({
  bg1: cssColor,
  bg2: cssColor,
  bg3: cssColor,
  border: cssColor,
  text: cssColor,
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const hostMessageSchema = z.object({ type: z.literal('theme_colors'), data: themeColorsSchema });

export type EmbedMessage =
  | { type: 'release_date'; data: { date: string } }
  | { type: 'open_link'; data: { url: '/releases' } };
