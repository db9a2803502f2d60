import type * as Engine from '../../src/index';
const { writeIdea } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;
const THEMES = ['my mum is a vet', 'dad is a bus driver', 'my daddy is a chef', 'my auntie is a paramedic', 'mum is a farmer', 'nana is a hairdresser', 'my dad is a firefighter', 'mum is a zookeeper',
  'grandad is moving into a care home', 'my big sister is going to university', 'my uncle is moving to australia', 'my brother is joining the army', 'my sister is going to boarding school',
  'obsessed with penguins', 'loves owls', 'she loves octopuses', 'he loves meerkats', 'obsessed with ancient egypt', 'loves the vikings', 'mad about the romans', 'obsessed with the titanic', 'she is really into knights and castles',
  'her gymnastics competition', 'a singing competition', 'the piano competition', 'the scarecrow competition', 'the pumpkin carving contest', 'the cake competition', 'the village dog show', 'the fancy dress competition', 'the sandcastle competition',
  'she has eczema', 'he has a verruca', 'having a nosebleed at school', 'she has headlice', 'he got stung by a bee', 'she grazed her knee', 'he has hay fever', 'she has to wear braces'];
const CASTS = [
  [{ name: 'Maximilian', kind: 'child', pronoun: 'he', traits: ['uses a wheelchair'] }, { name: 'Bartholomew', kind: 'animal', species: 'dog', pronoun: 'he', traits: [] }, { name: 'Ziggy', kind: 'animal', species: 'cat', pronoun: 'she', traits: [] }, { name: 'Bubbles', kind: 'creature', species: 'dragon', pronoun: 'he', traits: ['cheeky'] }],
  [{ name: 'Anastasia', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Grandma', kind: 'grown-up', pronoun: 'she', traits: [] }, { name: 'Oluwaseun', kind: 'child', pronoun: 'he', traits: ['best friend'] }],
];
let off = 0; const rows: string[] = [];
for (const theme of THEMES) for (const age of ['0-2', '3-5'] as const) for (const len of ['short', 'long'] as const) for (const [ci, cast] of CASTS.slice(0, 1).entries()) {
  const inputs: any = { characters: cast.map((c) => ({ appearance: {}, ...c })), age_group: age, story_length: len, tone: 'gentle', art_style: 'flat', language: 'en', theme };
  const plot = writeIdea(inputs, 7 + ci).plot;
  if (!/^the-(?:job|change|interest|contest|body)$/.test(plot)) { off += 1; rows.push(`${theme} | ${age} ${len} cast${ci} -> ${plot}`); console.log(rows.at(-1)); }
}
console.log(`off-frame ${off} of ${THEMES.length * 4}`); console.log(rows.join('\n'));
