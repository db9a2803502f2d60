import { kinPattern } from '../core/kin-words';

/**
 * The ways a parent says a skill is being learnt that are not "learning to …", said as "learning to …" for the habit
 * reader (`understand/read-habit.ts`): a want ("wants to learn to ride his scooter", "desperate to learn to whistle",
 * "can't wait to learn to dive"), a skill not got yet ("she can't whistle yet", "still can't do the monkey bars yet"),
 * a struggle ("struggling to do up her buttons"), an adverb before the lead ("finally learning to …"), and a first time
 * said first ("first time making pasta").
 */
const LEADS: ReadonlyArray<readonly [RegExp, string, 'kit only'?]> = [
  [/^(?:(?:still|just|really|so)\s+)?(?:wants?|wanting|desperate|dying|keen|eager|can'?t wait|cannot wait)\s+to\s+learn\s+(?:how\s+)?to\s+(.+)$/i, 'learning to $1'],
  // Without "learn", a want or a "can't … yet" is a skill only when it names a knack ("can't wait to go on holiday" is none).
  [/^(?:(?:still|just|really|so)\s+)?(?:wants?|wanting|desperate|dying|keen|eager|can'?t wait|cannot wait)\s+to\s+(.+)$/i, 'learning to $1', 'kit only'],
  [/^(?:still\s+)?(?:can'?t|cannot|can not)\s+(.+?)\s+yet$/i, 'learning to $1', 'kit only'],
  [/^(?:still\s+)?struggling\s+to\s+(.+)$/i, 'learning to $1'],
  [/^(?:finally|just|now|slowly|still)\s+((?:learning|practi[cs]ing|trying)\b.+)$/i, '$1'],
  [/^trying\s+(?:really|so|very)\s+hard\s+to\s+(.+)$/i, 'trying to $1'],
  [/^(?:the\s+|(?:my|his|her|their)\s+)?(?:very\s+)?first\s+time\s+(\p{L}+ing\b.+)$/iu, '$1 for the first time'],
];

/** The theme said as "learning to …", and whether it is a skill only when a knack's kit names it. */
export function asSkillLead(text: string): { text: string; kitOnly: boolean } {
  const lead = LEADS.find(([said]) => said.test(text));
  return lead ? { text: text.replace(lead[0], lead[1]), kitOnly: lead[2] === 'kit only' } : { text, kitOnly: false };
}

/** Someone the skill is learnt with, at the end: "learning to skateboard with dad" is the skateboard, Dad its company. */
const WITH_COMPANY = new RegExp(String.raw`\s+with\s+(?:(?:my|his|her|their|our|the)\s+)?(?:big brother|big sister|${kinPattern({}, ['friend', 'friends'])})$`, 'i');

export const withoutCompany = (text: string): string => text.replace(WITH_COMPANY, '');
