/** The family name of the OFL font (Fredoka) the pictures set their text in. */
export const ILLUSTRATOR_FONT_FAMILY = 'Fredoka';
