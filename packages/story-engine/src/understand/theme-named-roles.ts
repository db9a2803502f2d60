import { NAME, ROLES, TITLE, type NamedRole } from './read-named-roles';

/** "his teacher Mr Patel", "the dentist Dr Ada", "Miss Honey, our teacher": a job and the name the theme gives it. */
const ROLE_THEN_NAME = new RegExp(String.raw`\b(${ROLES.join('|')}),?\s+(${TITLE}${NAME})`, 'u');
const NAME_THEN_ROLE = new RegExp(String.raw`(${TITLE}${NAME}),?\s+(?:my|our|his|her|their|the)\s+(?:new\s+)?(${ROLES.join('|')})\b`, 'u');
/** A name's second word that is no name: "his teacher Mr Patel Is leaving" typed with capitals is Mr Patel. */
const NOT_A_NAME = /\s+(?:Is|Was|Has|Leaving|Left|Leaves|Moving|Retiring|And|Who)\b.*$/u;

/**
 * The grown-up of the day the theme names ("his teacher Mr Patel is leaving"), read as the notes' are (`namedRoles`): a
 * line's "the teacher" is then Mr Patel, never a nameless teacher beside the name, nor Mr Patel at the hero's side.
 */
export function rolesNamedInTheme(theme: string | undefined): NamedRole[] {
  const text = theme ?? '';
  const after = ROLE_THEN_NAME.exec(text);
  const before = after ? undefined : NAME_THEN_ROLE.exec(text);
  const [role, name] = after ? [after[1], after[2]] : before ? [before[2], before[1]] : [];
  if (!role || !name) return [];
  return [{ role: role.toLowerCase(), name: name.replace(NOT_A_NAME, '').replace(/^Doctor\b/, 'Dr').replace('.', ''), sentence: text }];
}
