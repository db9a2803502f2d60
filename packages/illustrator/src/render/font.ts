import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export { ILLUSTRATOR_FONT_FAMILY } from '../text/font-family';

/** The OFL font files (Fredoka) the illustrator sets its text in; the PDF export can embed the same files. */
export const ILLUSTRATOR_FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/fredoka/400Regular/Fredoka_400Regular.ttf'),
  semiBold: require.resolve('@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf'),
} as const;

/** The weight used for titles and names in the pictures. */
export const ILLUSTRATOR_FONT_FILE = ILLUSTRATOR_FONT_FILES.semiBold;
