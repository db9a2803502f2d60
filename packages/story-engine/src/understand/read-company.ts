import { asHelped } from './read-helping';
import { asLearning } from './read-day';
import { kinOfPlace } from '../world/kin-places';

/**
 * Who a parent's theme says the day is spent with: "going fishing with dad", "a trip to the shops with my nana",
 * "flying kites with Grandpa Joe" → "dad", "nana", "grandpa". Only the word after "with" (and a possessive), so "a
 * present for dad" or "when dad broke his leg" name no companion. A grown-up whose garden or pet the day is at
 * ("grandpa's allotment", "grandma's cat") is the company there.
 */
export function companyIn(theme: string | undefined): string | undefined {
  // "helping dad wash the car" is washing the car with Dad; "dad is teaching me to skateboard" skateboarding with Dad.
  return /\bwith (?:my |our |his |her |their |the )?(\p{L}+)/iu.exec(asLearning(asHelped(theme ?? '')))?.[1]?.toLowerCase() ?? kinOfPlace(theme);
}
