import nlp from 'compromise';
import { kinWords } from '../core/kin-words';

/**
 * The tagger, taught every kin word as a person the way it knows "grandma": it knows "grandma" and "mum" but not
 * "nonno", "mam" or "aunty", and tags the words around an unknown one otherwise ("helping nonno" a verb and its object,
 * "helping grandma" a noun before a noun), so a reader found grandma's moment and missed nonno's. Only the words it does
 * not already take for a person are taught, so the common ones read as before.
 */
const untaught = kinWords({ plural: true }).filter((word) => !nlp(word).has('#Actor') && !nlp(word).has('#Person'));
nlp.addWords(Object.fromEntries(untaught.map((word) => [word, 'Actor'])));

export { nlp };
