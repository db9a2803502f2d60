/**
 * Two more qualifiers that change a theme's problem (round 20): a thing worn or ridden that does not fit ("my new wellies
 * are too big", "a bike too big for me", "my school shoes are too small"), and a thing that breaks of itself ("my bike
 * broke on the way to school", "the swing broke"). Told by an entry's variant for it, else declined in the idea
 * (`qualified-reading.ts`): never the wellies' usual puddle day, nor a bike ridden to the pond that broke on page twelve.
 */

/** Things a child wears or rides, that can be the wrong size. */
const WORN = String.raw`(?:wellies|wellington boots|boots|shoes|trainers|sandals|slippers|plimsolls|jumper|sweater|cardigan|hoodie|coat|jacket|raincoat|dress|skirt|trousers|jeans|shorts|uniform|blazer|costume|helmet|hat|gloves|mittens|swimsuit|swimming costume|goggles|bike|bicycle|scooter|skates|roller skates|ballet shoes|football boots|school bag|backpack|pyjamas)`;
const SIZE = String.raw`(?:big|small|large|little|long|short|tight|loose|baggy|tall|high)`;
const NOT_FIT = String.raw`(?:(?:much|way|far|a bit|a little|slightly|so|really|still)\s+)?too\s+${SIZE}\b|(?:does ?n[o']t|doesn'?t|do ?n[o']t|don'?t|did ?n[o']t|didn'?t|won'?t|will not)\s+fit\b`;

/** "my new wellies are too big", "a bike that's too big for me", "shoes too small", "a too-big coat", "outgrown my coat". */
export const DOES_NOT_FIT = new RegExp(String.raw`\b${WORN}\b(?:\s+(?:that|which)(?:'s|'re| is| are| was| were)?|\s+(?:is|are|was|were|feel|feels|felt|seem|seems|got|have got|has got|had got)|\s+(?:still|now|all|just))*\s+(?:${NOT_FIT})|\btoo[- ]${SIZE}\s+${WORN}\b|\b(?:grown|grew) out of (?:my|his|her|their|the|our)\s+(?:\w+\s+)?${WORN}\b|\boutgr(?:own|ew)\s+(?:my|his|her|their|the|our)\s+(?:\w+\s+)?${WORN}\b`, 'i');

/** Where a wrong size is said ("are too big", "doesn't fit"): the worn thing before it is the theme's subject. */
export const NOT_FIT_SAID = new RegExp(NOT_FIT, 'i');

/** Whether the wrong size is too big ("too big", "too long") rather than too small. */
export const tooBig = (text: string): boolean => /\btoo[- ](?:big|large|long|loose|baggy|tall|high)\b/i.test(text);

/** People and bodies, whose breaking is a hurt or a heartbreak, not a thing that breaks. */
const NOT_A_THING = /^(?:arm|arms|leg|legs|wrist|ankle|finger|toe|nose|tooth|teeth|heart|voice|back|collarbone|bone|fever|waters|news|record|rules?|promise|mum|dad|brother|sister|friend|friends|teacher|i|he|she|they|we)$/i;

/** "my bike broke", "the kite snapped", "the swing broke at the park", "my tablet stopped working": the thing, of itself. */
const BROKE = /\b(?:my|the|our|his|her|their|\p{L}+['’]s)\s+(?:(?:new|old|favourite|favorite|best|little|big|brand new|shiny)\s+)?(\p{L}+)\s+(?:(?:just|suddenly|completely|all of a sudden)\s+)?(?:broke(?! down)|breaks(?! down)|snapped|snaps|fell apart|falls apart|came apart|comes apart|(?:got|is|was|has|had|has been|got all) broken|stopped working|stops working)\b/iu;

/** The thing the theme says broke of itself, if it says one did ("my bike broke": bike). */
export function brokeThing(text: string): string | undefined {
  const said = BROKE.exec(text);
  const thing = said?.[1];
  return thing && !NOT_A_THING.test(thing) ? thing.toLowerCase() : undefined;
}

/** Where the breaking is said, for the theme's subject before it. */
export const BROKE_SAID = /\b(?:broke|breaks|snapped|snaps|fell apart|falls apart|came apart|comes apart|(?:got|is|was|has|had|has been) broken|stopped working|stops working)\b/i;
