import type { Action, Camera, Character, Placement, PoseName, Scene, SceneFigure, TimeOfDay } from '@studio/contracts/stories';
import { isSpeciesId, propsNamedIn, speciesEntry, speciesNamedIn, withoutProps } from '@studio/species';
import { splitSentences } from '../core/readability';
import type { PlotShape } from '../plots/plot-shape';
import { SETTING_KITS } from '../world/settings';
import type { PlannedPage } from './plan-pages';
import type { BeatKind, StoryContext } from './story-context';

/** The illustrator's brief for one page, from its plan: the setting, the time, the planned cast, action and mood, and the camera of its beat. */
export function sceneFor(ctx: StoryContext, plot: PlotShape, planned: PlannedPage): Scene {
  const { plan, beat } = planned;
  const present = {
    hero: [ctx.hero],
    pair: [ctx.hero, ctx.pal],
    all: [ctx.hero, ctx.pal, ...ctx.others],
    'all-but-pal': [ctx.hero, ...ctx.others],
  }[plan.cast];
  return {
    setting: ctx.set.id,
    time_of_day: timeOfDay(plot.timeline, beat, plan.action === 'sleeping'),
    characters: present.filter((member) => member.isNamed).map((member) => member.name),
    action: plan.action,
    mood: ctx.tone.avoidsFright && plan.mood === 'scared' ? 'worried' : plan.mood,
    composition: { camera: CAMERA_OF_BEAT[beat], placement: PLACEMENT_OF_BEAT[beat], mirrored: false },
  };
}

function timeOfDay(timeline: PlotShape['timeline'], beat: BeatKind, isSleeping: boolean): TimeOfDay {
  if (isSleeping) return 'night';
  if (timeline === 'bedtime') return beat === 'beginning' ? 'evening' : 'night';
  if (timeline === 'evening') return beat === 'closing' ? 'night' : 'evening';
  if (beat === 'beginning') return 'morning';
  return beat === 'closing' ? 'evening' : 'day';
}

/** Setting off is seen from afar, the trouble nearer, the turn face to face; the ending steps back again. */
const CAMERA_OF_BEAT: Record<BeatKind, Camera> = { beginning: 'wide', 'rising problem': 'medium', 'turning point': 'close', resolution: 'medium', closing: 'wide' };
const PLACEMENT_OF_BEAT: Record<BeatKind, Placement> = { beginning: 'left', 'rising problem': 'centre', 'turning point': 'right', resolution: 'centre', closing: 'centre' };

/** A verb in a sentence that names someone, and the pose it gives them there. */
const POSE_CUES: ReadonlyArray<[PoseName, RegExp]> = [
  ['sleeping', /\b(slept|asleep|sleeping|snoozed|dozed)\b/i],
  ['hiding', /\b(hid|hides|hiding|hidden)\b/i],
  ['climbing', /\b(climbed|climbs|climbing|clambered|scrambled up)\b/i],
  ['reaching', /\b(reached|reaches|reaching|stretched|stretching)\b/i],
  ['crying', /\b(cried|crying|sobbed|tears|sniffed sadly|wept)\b/i],
  ['laughing', /\b(laughed|laughing|giggled|giggling|chuckled)\b/i],
  ['hugging', /\b(hugged|hugging|hug|cuddled)\b/i],
  ['looking up', /\b(looked up|gazed up|peered up|up at the)\b/i],
  ['pointing', /\b(pointed|pointing)\b/i],
  ['waving', /\b(waved|waving)\b/i],
  ['carrying', /\b(carried|carrying|held|holding)\b/i],
  ['jumping', /\b(jumped|jumping|leapt|leaped|bounced)\b/i],
  ['running', /\b(ran|raced|running|dashed|hurried|rushed)\b/i],
  ['dancing', /\b(danced|dancing|twirled)\b/i],
  ['reading', /\b(read the|reading)\b/i],
  ['searching', /\b(searched|searching|looked for|looked everywhere)\b/i],
  ['sitting', /\b(sat|sitting)\b/i],
  ['flying', /\b(flew|flying|soared)\b/i],
  ['swimming', /\b(swam|swimming|paddled)\b/i],
  ['celebrating', /\b(cheered|hooray|celebrated)\b/i],
  ['walking', /\b(walked|set off|wandered|strolled|marched)\b/i],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function poseIn(sentences: readonly string[], who: RegExp, fallback: PoseName): PoseName {
  for (const sentence of sentences) {
    if (!who.test(sentence)) continue;
    const cue = POSE_CUES.find(([, pattern]) => pattern.test(sentence));
    if (cue) return cue[0];
  }
  return fallback;
}

export interface PageWorld {
  /** The story's characters (full names, as the scenes list them). */
  characters: readonly Character[];
  /** The setting's landmarks, with their article: "the little stream". */
  landmarks: readonly string[];
}

/**
 * Reads the finished page into its scene: everyone the text names (characters, and the creatures the
 * story meets, from the species table) with a pose each, the props it names, and the place.
 */
export function readPageIntoScene(scene: Scene, text: string, world: PageWorld): Scene {
  const names = world.characters.map((character) => character.name);
  const namePatterns = new Map(names.map((name) => [name, new RegExp(`\\b${escape(name)}\\b`)]));
  // The planned cast first, hero leading, then anyone else the text names.
  const named = [...scene.characters.filter((name) => names.includes(name)), ...names.filter((name) => !scene.characters.includes(name) && namePatterns.get(name)?.test(text))];
  const present = world.characters.filter((character) => named.includes(character.name));
  const sentences = splitSentences(text);
  const fallback: PoseName = scene.action;
  const castFigures: SceneFigure[] = present.map((character) => ({ name: character.name, pose: poseIn(sentences, namePatterns.get(character.name) as RegExp, fallback) }));

  // Names and prop phrases go first, so "Button" the puppy is no button and "the royal seal" no seal.
  const unnamed = names.reduce((rest, name) => rest.replace(new RegExp(namePatterns.get(name) as RegExp, 'g'), ' '), text);
  const plain = withoutProps(unnamed);
  const castKinds = new Set(present.flatMap((character) => (character.species ? [character.species as string] : [])));
  const creatures = speciesNamedIn(plain, scene.setting).filter((id) => !castKinds.has(id));
  const creatureFigures: SceneFigure[] = creatures.map((id) => ({
    name: id,
    species: id,
    pose: poseIn(sentences, new RegExp(`\\b${escape(id.split(' ').at(-1) as string)}`, 'i'), creatureDefault(id, scene.action)),
  }));
  const place = world.landmarks.find((landmark) => text.toLowerCase().includes(landmark.replace(/^the /, '')));
  return {
    ...scene,
    characters: named,
    figures: [...castFigures, ...creatureFigures].slice(0, 12),
    props: propsNamedIn(unnamed).slice(0, 12),
    ...(place && { place }),
  };
}

/** A page's scene read again from words a parent changed: who, doing what, with what and where follow the new text; the camera stays. */
export const rereadScene = (scene: Scene, text: string, characters: readonly Character[]): Scene =>
  readPageIntoScene(scene, text, { characters, landmarks: SETTING_KITS[scene.setting].landmarks });

function creatureDefault(id: string, action: Action): PoseName {
  if (!isSpeciesId(id)) return 'standing';
  const { moves } = speciesEntry(id);
  if (action === 'sleeping') return 'sleeping';
  if (moves === 'swims') return 'swimming';
  return moves === 'flies' && action !== 'sitting' ? 'flying' : 'standing';
}

const PLACEMENTS: readonly Placement[] = ['left', 'centre', 'right'];

/** The camera a page takes when the page before already had its beat's camera: one step nearer, or back. */
const NEXT_CAMERA: Record<Camera, Camera> = { wide: 'medium', medium: 'close', close: 'medium' };

/**
 * Compositions that move: every other page is seen from the other side; a page whose beat keeps the
 * camera of the page before steps nearer (or back), and one that would keep its placement too moves the
 * group along, so neighbouring pages never share a camera and never a composition.
 */
export function varyCompositions(scenes: readonly Scene[]): Scene[] {
  const out: Scene[] = [];
  scenes.forEach((scene, index) => {
    const base = scene.composition ?? { camera: 'medium', placement: 'centre', mirrored: false };
    const before = out[index - 1]?.composition;
    const camera = before && before.camera === base.camera ? NEXT_CAMERA[base.camera] : base.camera;
    const placement = before && before.placement === base.placement ? (PLACEMENTS[(PLACEMENTS.indexOf(base.placement) + 1) % PLACEMENTS.length] as Placement) : base.placement;
    out.push({ ...scene, composition: { camera, placement, mirrored: index % 2 === 1 } });
  });
  return out;
}
